import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SaveButton, TextInput, required, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { AggiungiSedeBody, type BeneficiarioDomanda, type Sede } from '../../../../contract/beneficiariDomanda/record';
import { limitiDi } from '../../../../contract/derivati';
import { sediBeneficiarioSchema } from '../../../../contract/beneficiariDomanda/schema';
import { Elimina } from '../../../allegati/file/PulsantiFile';
import { among, serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { inputFor, limitValidatorsOf } from '../../../../src/engine/inputs';
import type { AnyField } from '../../../../src/engine/types';
import { ModuloNuovo } from '../../../../src/engine/forms/ModuloNuovo';

const CAMPI_SEDE = ['indirizzo', 'cap', 'codiceIstatComune'] as const;
/** The municipality is chosen by name among the server's (the form keeps its ISTAT code). */
const COMUNE = sediBeneficiarioSchema.fields.find(({ source }) => source === 'codiceIstatComune') as AnyField;

interface Props {
  readonly beneficiario: BeneficiarioDomanda;
  readonly modificabile: boolean;
  readonly onCambiato: () => void;
}

/** The beneficiary's operating sites: the municipality names the region the investments are made in. */
export const SediBeneficiario = ({ beneficiario, modificabile, onCambiato }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const { idBeneficiario, denominazione } = beneficiario;
  const { data: sedi = [], refetch } = useGetList<Sede & RaRecord>('sediBeneficiario', {
    filter: { idBeneficiario },
    pagination: { page: 1, perPage: 100 },
  });
  const cambiato = () => {
    void refetch();
    onCambiato();
  };
  const aggiungi = async (valori: Record<string, unknown>) => {
    try {
      await dataProvider.create('sediBeneficiario', { data: { ...valori, idBeneficiario } });
      notify(translate('domande.sedi.aggiunta'), { type: 'success' });
      cambiato();
      return undefined;
    } catch (error) {
      const errori = serverErrorsOnForm(error, among(CAMPI_SEDE));
      if (!errori) notify(errorMessage(error), { type: 'error' });
      return errori?.form;
    }
  };
  return (
    <Stack component="section" spacing={1} aria-label={translate('domande.sedi.di', { denominazione })}>
      <Typography component="h4" variant="subtitle1" fontWeight={600}>
        {translate('domande.sedi.di', { denominazione })}
      </Typography>
      {sedi.length === 0 && <Typography>{translate('domande.sedi.nessuna')}</Typography>}
      <ul>
        {sedi.map((sede) => {
          const nome = translate('domande.sedi.descrizione', { ...sede });
          return (
            <li key={sede.idSede}>
              {nome}{' '}
              {modificabile && (
                <Elimina
                  resource="sediBeneficiario"
                  esegui={() => dataProvider.delete('sediBeneficiario', { id: sede.idSede, previousData: sede })}
                  nome={nome}
                  domanda={translate('domande.sedi.eliminare', { nome })}
                  onEliminato={cambiato}
                />
              )}
            </li>
          );
        })}
      </ul>
      {modificabile && (
        <ModuloNuovo onSubmit={aggiungi}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
            {CAMPI_SEDE.map((source) =>
              source === COMUNE.source ? (
                inputFor({ ...COMUNE, label: translate(`domande.sedi.${source}`) })
              ) : (
                <TextInput
                  key={source}
                  source={source}
                  label={translate(`domande.sedi.${source}`)}
                  validate={[required(), ...limitValidatorsOf(limitiDi(AggiungiSedeBody, source))]}
                  FormHelperTextProps={{ role: 'alert' }}
                />
              ),
            )}
            {/* Its label names the beneficiary: the fields give way to it rather than cut it to three lines. */}
            <SaveButton
              label={translate('domande.sedi.aggiungi', { denominazione })}
              alwaysEnable
              sx={{ flexShrink: 0 }}
            />
          </Stack>
        </ModuloNuovo>
      )}
    </Stack>
  );
};

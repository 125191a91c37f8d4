import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { formatValue } from '../../../../src/engine/format';
import { fieldLabel } from '../../../../src/engine/labels';
import type { AnyField } from '../../../../src/engine/types';
import { LoadingWrapper } from '../../../../src/layout/LoadingWrapper';
import { eslSchema, type EslRecord } from '../../../../contract/beneficiari/elenchi';
import { ElencoDati } from '../moduli/ElencoDati';
import { among, serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { usePuo } from '../moduli/usePuo';
import type { SchedaBeneficiarioProps } from '../scheda';
import { ModuloEsl } from './esl/ModuloEsl';

const campo = (source: string): AnyField => {
  const field = eslSchema.fields.find((declared) => declared.source === source) as AnyField;
  return { ...field, label: fieldLabel(eslSchema.name, field) };
};
const IMPORTI = ['investimentoAmmissibile', 'contributoCapitale', 'importoFinanziamento'].map(campo);
const TERMINI = ['durataAnni', 'preammortamentoAnni'].map(campo);
const TASSI = ['tassoAgevolato', 'tassoRiferimento', 'tassoAttualizzazione'].map(campo);

const RisultatoEsl = ({ esl }: { esl: EslRecord }) => {
  const translate = useTranslate();
  return esl.calcolato ? (
    <Alert severity="info" role="status">
      <AlertTitle>{translate('portale.beneficiari.esl.result_title')}</AlertTitle>
      <Typography fontSize="1.25rem" fontWeight={600}>
        {translate('portale.beneficiari.esl.result', {
          total: formatValue(campo('eslTotale'), esl.eslTotale),
          share: formatValue(campo('eslPercentuale'), esl.eslPercentuale),
        })}
      </Typography>
      <Typography>
        {translate('portale.beneficiari.esl.result_detail', {
          loan: formatValue(campo('eslFinanziamento'), esl.eslFinanziamento),
          grant: formatValue(campo('contributoCapitale'), esl.contributoCapitale),
        })}
      </Typography>
    </Alert>
  ) : (
    <Alert severity="warning" role="status">
      <AlertTitle>{translate('portale.beneficiari.esl.not_computable')}</AlertTitle>
      <ul>
        {Object.entries(esl.errori).map(([chiave, testo]) => (
          <li key={chiave}>{testo}</li>
        ))}
      </ul>
    </Alert>
  );
};

/**
 * The gross grant equivalent: the amounts come from the investments and the coverage, the proponent enters duration
 * and instalments, the agency the rates; each save answers the new computation, in euro and as a share.
 */
export const SchedaEsl = ({ beneficiario }: SchedaBeneficiarioProps) => {
  const { idBeneficiario } = beneficiario;
  const translate = useTranslate();
  const { data: esl, isPending, error } = useGetOne<EslRecord & { id: number }>(eslSchema.name, { id: idBeneficiario });
  const puoTermini = usePuo('modifica', beneficiario);
  const puoTassi = usePuo('salvaTassiEsl', beneficiario);
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();

  const salva =
    (azione: 'salvaDati' | 'salvaTassi', messaggio: string, campi: readonly string[]) =>
    async (valori: Record<string, unknown>) => {
      if (!esl) return undefined;
      try {
        await dataProvider.action(eslSchema.name, azione, {
          params: { idBeneficiario, idEsl: esl.idEsl },
          body: { ...valori, idEsl: esl.idEsl },
        });
        notify(messaggio, { type: 'success' });
        refresh();
        return undefined;
      } catch (failure) {
        const errori = serverErrorsOnForm(failure, among(campi));
        if (!errori) notify(errorMessage(failure), { type: 'error' });
        return errori?.form;
      }
    };

  return (
    <LoadingWrapper isPending={isPending} error={error}>
      {esl && (
        <Stack spacing={3}>
          <ElencoDati campi={IMPORTI} record={esl} />
          <RisultatoEsl esl={esl} />
          {puoTermini ? (
            <ModuloEsl
              titolo={translate('portale.beneficiari.esl.terms')}
              esl={esl}
              campi={TERMINI}
              conRate
              onSubmit={salva('salvaDati', 'portale.beneficiari.esl.terms_saved', [
                ...TERMINI.map(({ source }) => source),
                'rateAnnue',
              ])}
            />
          ) : (
            <ElencoDati
              campi={[
                ...TERMINI,
                { source: 'rateAnnue' as never, label: 'portale.beneficiari.esl.instalments', type: 'number' },
              ]}
              record={esl}
            />
          )}
          {puoTassi ? (
            <ModuloEsl
              titolo={translate('portale.beneficiari.esl.rates')}
              esl={esl}
              campi={TASSI}
              onSubmit={salva(
                'salvaTassi',
                'portale.beneficiari.esl.rates_saved',
                TASSI.map(({ source }) => source),
              )}
            />
          ) : (
            <ElencoDati campi={TASSI} record={esl} />
          )}
        </Stack>
      )}
    </LoadingWrapper>
  );
};

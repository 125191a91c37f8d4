import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { BeneficiarioDomanda } from '../../../../contract/beneficiariDomanda/record';
import { Elimina } from '../../../allegati/file/PulsantiFile';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import type { AnyField } from '../../../../src/engine/types';
import { ElencoAllegati } from '../ElencoAllegati';
import { Voci } from '../Voci';
import { DatiBeneficiario } from './DatiBeneficiario';
import { SediBeneficiario } from './SediBeneficiario';

interface Props {
  readonly beneficiario: BeneficiarioDomanda;
  readonly modificabile: boolean;
  readonly onCambiato: () => void;
}

/** One beneficiary of the application: its data, sites and files, editable while the application is a draft. */
export const DettaglioBeneficiario = ({ beneficiario, modificabile, onCambiato }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const { idBeneficiario, idDomanda, denominazione } = beneficiario;
  const campi = (['denominazione', 'investimentoRichiesto', 'mail', 'pec'] as const).map(
    (source) =>
      ({
        source,
        type: source === 'investimentoRichiesto' ? 'currency' : 'text',
        label: translate(`domande.beneficiari.campi.${source}`),
      }) as AnyField,
  );
  return (
    <Stack spacing={2}>
      {modificabile ? (
        <DatiBeneficiario beneficiario={beneficiario} campi={campi} onSalvato={onCambiato} />
      ) : (
        <Voci titolo={translate('domande.beneficiari.dati')} campi={campi} valori={beneficiario} />
      )}
      <SediBeneficiario beneficiario={beneficiario} modificabile={modificabile} onCambiato={onCambiato} />
      <ElencoAllegati
        resource="allegatiBeneficiarioDomanda"
        categorieResource="categorieAllegatoBeneficiarioDomanda"
        padre={{ idBeneficiario }}
        caricamento={{ idBeneficiario, idDomanda }}
        titolo={translate('domande.allegati.delBeneficiario', { denominazione })}
        modificabile={modificabile}
      />
      {modificabile && (
        <div>
          <Elimina
            resource="beneficiariDomanda"
            esegui={() =>
              dataProvider.delete('beneficiariDomanda', {
                id: idBeneficiario,
                previousData: { ...beneficiario, id: idBeneficiario },
              })
            }
            nome={denominazione}
            domanda={translate('domande.beneficiari.eliminare', { denominazione })}
            onEliminato={onCambiato}
          />
        </div>
      )}
    </Stack>
  );
};

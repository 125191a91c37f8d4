import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne, useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { formatValue } from '../../../../src/engine/format';
import type { AnyField } from '../../../../src/engine/types';
import { LoadingWrapper } from '../../../../src/layout/LoadingWrapper';
import { eslSchema, type EslRecord } from '../../elenchi';
import { ElencoDati } from '../moduli/ElencoDati';
import { erroriDelServer, tra } from '../moduli/erroriServer';
import { usePuo } from '../moduli/usePuo';
import type { SchedaBeneficiarioProps } from '../schede';
import { ModuloEsl } from './esl/ModuloEsl';

const campo = (source: string) => eslSchema.fields.find((field) => field.source === source) as AnyField;
const IMPORTI = ['investimentoAmmissibile', 'contributoCapitale', 'importoFinanziamento'].map(campo);
const TERMINI = ['durataAnni', 'preammortamentoAnni'].map(campo);
const TASSI = ['tassoAgevolato', 'tassoRiferimento', 'tassoAttualizzazione'].map(campo);

const RisultatoEsl = ({ esl }: { esl: EslRecord }) =>
  esl.calcolato ? (
    <Alert severity="info" role="status">
      <AlertTitle>Equivalente sovvenzione lordo</AlertTitle>
      <Typography fontSize="1.25rem" fontWeight={600}>
        {formatValue(campo('eslTotale'), esl.eslTotale)}, pari al {formatValue(campo('eslPercentuale'), esl.eslPercentuale)}{' '}
        dell&apos;investimento ammissibile
      </Typography>
      <Typography>
        Di cui {formatValue(campo('eslFinanziamento'), esl.eslFinanziamento)} dal finanziamento agevolato e{' '}
        {formatValue(campo('contributoCapitale'), esl.contributoCapitale)} dal contributo in conto capitale.
      </Typography>
    </Alert>
  ) : (
    <Alert severity="warning" role="status">
      <AlertTitle>L&apos;ESL non si può ancora calcolare</AlertTitle>
      <ul>
        {Object.entries(esl.errori).map(([chiave, testo]) => (
          <li key={chiave}>{testo}</li>
        ))}
      </ul>
    </Alert>
  );

/**
 * The gross grant equivalent: the amounts come from the investments and the coverage, the proponent enters duration
 * and instalments, the agency the rates; each save answers the new computation, in euro and as a share.
 */
export const SchedaEsl = ({ beneficiario }: SchedaBeneficiarioProps) => {
  const { idBeneficiario } = beneficiario;
  const { data: esl, isPending, error } = useGetOne<EslRecord & { id: number }>(eslSchema.name, { id: idBeneficiario });
  const puoTermini = usePuo('modifica', beneficiario);
  const puoTassi = usePuo('salvaTassiEsl', beneficiario);
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();

  const salva = (azione: 'salvaDati' | 'salvaTassi', messaggio: string, campi: readonly string[]) => async (valori: Record<string, unknown>) => {
    if (!esl) return undefined;
    try {
      await dataProvider.action(eslSchema.name, azione, { params: { idBeneficiario, idEsl: esl.idEsl }, body: { ...valori, idEsl: esl.idEsl } });
      notify(messaggio, { type: 'success' });
      refresh();
      return undefined;
    } catch (failure) {
      const errori = erroriDelServer(failure, tra(campi));
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
            <ModuloEsl titolo="Durata e rate del finanziamento agevolato" esl={esl} campi={TERMINI} conRate onSubmit={salva('salvaDati', 'Durata e rate salvate', [...TERMINI.map(({ source }) => source), 'rateAnnue'])} />
          ) : (
            <ElencoDati campi={[...TERMINI, { source: 'rateAnnue' as never, label: 'Rate per anno', type: 'number' }]} record={esl} />
          )}
          {puoTassi ? (
            <ModuloEsl titolo="Tassi" esl={esl} campi={TASSI} onSubmit={salva('salvaTassi', 'Tassi salvati', TASSI.map(({ source }) => source))} />
          ) : (
            <ElencoDati campi={TASSI} record={esl} />
          )}
        </Stack>
      )}
    </LoadingWrapper>
  );
};

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { TObject } from 'typebox';
import {
  ArrayInput,
  FormDataConsumer,
  ListContextProvider,
  ResourceContextProvider,
  SaveButton,
  SimpleFormIterator,
  useGetList,
  useList,
  useNotify,
  useRefresh,
  type RaRecord,
  useTranslate,
} from 'react-admin';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { columnsOf } from '../../../../src/engine/columns';
import { inputsOf } from '../../../../src/engine/inputs';
import { actionInLanguage, labelledFields } from '../../../../src/engine/labels';
import { useResourceName } from '../../../../src/engine/useResourceName';
import type { AnyField, AnySchema } from '../../../../src/engine/types';
import { LoadingWrapper } from '../../../../src/layout/LoadingWrapper';
import { DataTable } from '../../../../src/list/DataTable';
import type { BeneficiarioConId } from '../scheda';
import { serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { euro, totale } from './euro';
import { usePuo } from './usePuo';
import { parentFilter } from '../../../../src/engine/parent/parentList';
import { conLimitiDi } from '../../../../contract/derivati';
import { ModuloDelRecord } from '../../../../src/engine/forms/ModuloDelRecord';

interface Props {
  /** The list's schema, with its `salva` action. */
  readonly schema: AnySchema;
  /** A line as the save's body takes it (`contract/beneficiari/record-importi.ts`): its texts' limits. */
  readonly riga: TObject;
  readonly beneficiario: BeneficiarioConId;
  /** Shows the total of the lines' `importo`. */
  readonly conTotale?: boolean;
}

type Voce = Record<string, unknown>;

const soloCampi = (campi: readonly AnyField[], voce: Voce): Voce =>
  Object.fromEntries(campi.map(({ source }) => [source, voce[source] ?? null]));

const DI_UNA_VOCE = /^\d+\./;

/** The server names a line's field `<indice>.<campo>`; in the form the lines are `voci`. */
const erroriDelleVoci = ({ root, ...campi }: Record<string, unknown>) => ({
  root,
  voci: Object.fromEntries(Object.entries(campi).filter(([campo]) => DI_UNA_VOCE.test(campo))),
});

const Totale = ({ voci }: { voci: readonly Voce[] | undefined }) => (
  <Typography aria-live="polite" fontWeight={600}>
    {useTranslate()('portale.beneficiari.total', { amount: euro(totale((voci ?? []).map((voce) => voce?.importo))) })}
  </Typography>
);

const TotaleDelModulo = () => (
  <FormDataConsumer>{({ formData }) => <Totale voci={formData.voci as Voce[] | undefined} />}</FormDataConsumer>
);

/**
 * One of the beneficiary's lists (investments, needs, schedule): a form of its lines where the person may change it,
 * saved whole; otherwise a table. Field errors of the server show on their lines and the typed lines stay.
 */
export const ElencoModificabile = ({ schema, riga, beneficiario, conTotale = false }: Props) => {
  const { idBeneficiario } = beneficiario;
  const { data, isPending, error } = useGetList(schema.name, {
    filter: parentFilter(schema, idBeneficiario),
    pagination: { page: 1, perPage: 200 },
  });
  const list = useList({ data, isPending, perPage: 10 });
  const puoModificare = usePuo('modifica', beneficiario);
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const campi = useMemo(() => conLimitiDi(riga, schema.fields), [riga, schema.fields]);
  const record = useMemo(() => ({ voci: (data ?? []).map((voce: RaRecord) => soloCampi(campi, voce)) }), [data, campi]);
  const translate = useTranslate();
  const elenco = useResourceName()(schema, 2);
  const salva = schema.actions?.salva && actionInLanguage(translate, schema.name, 'salva', schema.actions.salva);
  const [erroreElenco, setErroreElenco] = useState('');

  const invia = async (valori: Record<string, unknown>) => {
    const voci = ((valori.voci as Voce[] | undefined) ?? []).map((voce) => soloCampi(campi, voce));
    setErroreElenco('');
    try {
      await dataProvider.action(schema.name, 'salva', { params: { idBeneficiario }, body: voci });
      notify('portale.beneficiari.list_saved', { type: 'success', messageArgs: { list: elenco } });
      refresh();
      return undefined;
    } catch (failure) {
      const errori = serverErrorsOnForm(failure, (campo) => DI_UNA_VOCE.test(campo));
      if (!errori) notify(errorMessage(failure), { type: 'error' });
      // The errors of the list as a whole, which no line shows.
      setErroreElenco(errori?.others.join(' ') ?? '');
      return errori && erroriDelleVoci(errori.form);
    }
  };

  return (
    <LoadingWrapper isPending={isPending} error={error}>
      {puoModificare && salva ? (
        <ResourceContextProvider value={schema.name}>
          <ModuloDelRecord record={record} onSubmit={invia}>
            <Stack spacing={2}>
              <ArrayInput source="voci" label={elenco}>
                <SimpleFormIterator inline disableReordering disableClear>
                  {inputsOf(labelledFields(schema.name, campi))}
                </SimpleFormIterator>
              </ArrayInput>
              {erroreElenco && (
                <Alert severity="error" role="alert">
                  {erroreElenco}
                </Alert>
              )}
              {conTotale && <TotaleDelModulo />}
              <div>
                <SaveButton label={salva.label} alwaysEnable />
              </div>
            </Stack>
          </ModuloDelRecord>
        </ResourceContextProvider>
      ) : (
        <Stack spacing={2}>
          <ListContextProvider value={list}>
            <DataTable label={elenco} columns={columnsOf(schema)} />
          </ListContextProvider>
          {conTotale && <Totale voci={data} />}
        </Stack>
      )}
    </LoadingWrapper>
  );
};

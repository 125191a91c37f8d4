import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormDataConsumer, SaveButton, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { AmountInput } from '../../../../src/components/amount/AmountInput';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { LoadingWrapper } from '../../../../src/layout/LoadingWrapper';
import { copertureSchema, TIPI_COPERTURA, type CoperturaRecord } from '../../../../contract/beneficiari/elenchi';
import { choiceName } from '../../../../src/engine/labels';
import { ElencoDati } from '../moduli/ElencoDati';
import { serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { euro, totale } from '../moduli/euro';
import { usePuo } from '../moduli/usePuo';
import type { SchedaBeneficiarioProps } from '../scheda';
import { parentFilter } from '../../../../src/engine/parent/parentList';
import { ModuloDelRecord } from '../../../../src/engine/forms/ModuloDelRecord';

type Importi = Record<string, number | string | null>;

const importiDi = (coperture: readonly CoperturaRecord[]): Importi =>
  Object.fromEntries(
    TIPI_COPERTURA.map(({ id }) => [id, coperture.find((copertura) => copertura.tipo === id)?.importo ?? null]),
  );

/** What goes to the server: one line per source with an amount, in the order of the sources. */
const coperture = (importi: Importi) =>
  TIPI_COPERTURA.flatMap(({ id }) => (typeof importi[id] === 'number' ? [{ tipo: id, importo: importi[id] }] : []));

const DI_UNA_VOCE = /^\d+\./;

/** The server names a line `<indice>.importo`: that is the source sent at that place. */
function erroriPerFonte(errori: Record<string, unknown>, inviate: ReturnType<typeof coperture>) {
  return Object.fromEntries(
    Object.entries(errori).map(([campo, testo]) => {
      const voce = /^(\d+)\./.exec(campo);
      return [voce ? (inviate[Number(voce[1])]?.tipo ?? campo) : campo, testo];
    }),
  );
}

const Quadratura = ({ importi, totaleFabbisogni }: { importi: Importi; totaleFabbisogni: number }) => {
  const totaleCoperture = totale(TIPI_COPERTURA.map(({ id }) => importi[id]));
  const scarto = Math.round((totaleCoperture - totaleFabbisogni) * 100) / 100;
  const translate = useTranslate();
  const testi = { coverage: euro(totaleCoperture), needs: euro(totaleFabbisogni), gap: euro(Math.abs(scarto)) };
  return (
    <Alert severity={scarto === 0 ? 'success' : 'warning'} aria-live="polite">
      {translate(
        scarto === 0
          ? 'portale.beneficiari.coverage.balanced'
          : scarto > 0
            ? 'portale.beneficiari.coverage.exceeding'
            : 'portale.beneficiari.coverage.short',
        testi,
      )}
    </Alert>
  );
};

/**
 * The four sources covering the beneficiary's needs (capital grant, subsidised loan, bank loan, own means). Their total
 * must equal the needs: the server says so in a field error, shown above the save, and what was typed stays.
 */
export const SchedaCoperture = ({ beneficiario }: SchedaBeneficiarioProps) => {
  const { idBeneficiario, totaleFabbisogni } = beneficiario;
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<CoperturaRecord & { id: number }>(copertureSchema.name, {
    filter: parentFilter(copertureSchema, idBeneficiario),
    pagination: { page: 1, perPage: 10 },
  });
  const puoModificare = usePuo('modifica', beneficiario);
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [erroreTotale, setErroreTotale] = useState<string>();
  const record = useMemo(() => importiDi(data ?? []), [data]);

  const salva = async (importi: Importi) => {
    const inviate = coperture(importi);
    setErroreTotale(undefined);
    try {
      await dataProvider.action(copertureSchema.name, 'salva', { params: { idBeneficiario }, body: inviate });
      notify('portale.beneficiari.coverage.saved', { type: 'success' });
      refresh();
      return undefined;
    } catch (failure) {
      const errori = serverErrorsOnForm(failure, (campo) => DI_UNA_VOCE.test(campo));
      if (!errori) notify(errorMessage(failure), { type: 'error' });
      if (errori?.others.length) setErroreTotale(errori.others.join(' '));
      return errori && erroriPerFonte(errori.form, inviate);
    }
  };

  const campi = TIPI_COPERTURA.map((tipo) => ({
    source: tipo.id as never,
    label: choiceName('tipo', tipo),
    type: 'currency' as const,
  }));
  return (
    <LoadingWrapper isPending={isPending} error={error}>
      {puoModificare ? (
        <ModuloDelRecord record={record} onSubmit={salva}>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <Typography>
              {translate('portale.beneficiari.coverage.needs_total', { amount: euro(totaleFabbisogni) })}
            </Typography>
            {TIPI_COPERTURA.map((tipo) => (
              <AmountInput key={tipo.id} source={tipo.id} label={choiceName('tipo', tipo)} kind="currency" />
            ))}
            <FormDataConsumer>
              {({ formData }) => <Quadratura importi={formData as Importi} totaleFabbisogni={totaleFabbisogni} />}
            </FormDataConsumer>
            {erroreTotale && (
              <Alert severity="error" role="alert">
                {erroreTotale}
              </Alert>
            )}
            <div>
              <SaveButton label="portale.beneficiari.coverage.save" alwaysEnable />
            </div>
          </Stack>
        </ModuloDelRecord>
      ) : (
        <ElencoDati
          campi={[
            ...campi,
            { source: 'totale' as never, label: 'portale.beneficiari.coverage.total', type: 'currency' },
          ]}
          record={{ ...record, totale: beneficiario.totaleCoperture }}
        />
      )}
    </LoadingWrapper>
  );
};

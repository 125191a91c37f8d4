import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';
import type { BeneficiarioRecord } from '../../../../contract/beneficiari/schema';
import { among, serverErrorsOnForm } from '../../../../src/engine/forms/serverErrors';
import { actionInLanguage } from '../../../../src/engine/labels';
import { usePuo } from '../moduli/usePuo';

const ActionDialog = lazy(() =>
  import('../../../../src/engine/actions/ActionDialog').then((module) => ({ default: module.ActionDialog })),
);

/**
 * The takeover: unlike the engine's actions, its form starts empty (the data are the incoming beneficiary's) and only
 * what was typed is sent. The server answers the new beneficiary, whose page opens.
 */
export const AvviaSubentroButton = ({ onDone }: { onDone: (nuovo: unknown) => void }) => {
  const beneficiario = useRecordContext<BeneficiarioRecord & { id: number }>();
  const puo = usePuo('avviaSubentro', beneficiario ?? ({} as BeneficiarioRecord));
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const avviaSubentro = actionInLanguage(
    useTranslate(),
    'beneficiari',
    'avviaSubentro',
    AZIONI_BENEFICIARIO.avviaSubentro,
  );
  const [aperta, setAperta] = useState(false);
  const [inCorso, setInCorso] = useState(false);
  if (!beneficiario || !puo) return null;

  const conferma = async (valori: Record<string, unknown>) => {
    setInCorso(true);
    try {
      const nuovo = await dataProvider.action('beneficiari', 'avviaSubentro', { record: beneficiario, body: valori });
      notify('portale.actions.done', { type: 'success', messageArgs: { action: avviaSubentro.label } });
      setAperta(false);
      onDone(nuovo);
      return undefined;
    } catch (failure) {
      const errori = serverErrorsOnForm(
        failure,
        among(AZIONI_BENEFICIARIO.avviaSubentro.fields.map(({ source }) => source)),
      );
      if (!errori) notify(errorMessage(failure), { type: 'error' });
      return errori?.form;
    } finally {
      setInCorso(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={`${avviaSubentro.label} ${beneficiario.codiceFiscale}`}
        onClick={() => setAperta(true)}
      >
        {avviaSubentro.label}
      </Button>
      {aperta && (
        <Suspense>
          <ActionDialog
            title={avviaSubentro.label}
            confirm={avviaSubentro.confirm}
            fields={avviaSubentro.fields}
            pending={inCorso}
            onClose={() => setAperta(false)}
            onConfirm={conferma}
          />
        </Suspense>
      )}
    </>
  );
};

import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { AZIONI_PROGRAMMA } from '../../../contract/programmi/azioni';
import { useOperazione } from '../../../src/startup/OperazioneContext';

const NuovoProgrammaDialog = lazy(() =>
  import('./NuovoProgrammaDialog').then((module) => ({ default: module.NuovoProgrammaDialog })),
);

/**
 * 'Nuovo programma', once, in the list's toolbar: a form that chooses the call (unless the list is a call's own), the
 * company among the person's own by name and, for a company at its first programme, its name and region; the new
 * draft's page opens after.
 */
export const NuovoProgramma = ({ idBando }: { idBando?: number }) => {
  const translate = useTranslate();
  const { readOnly } = useOperazione();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: 'programmi', action: 'action:creaProgramma' });
  const [open, setOpen] = useState(false);
  if (!canAccess || readOnly) return null;
  const label = translate('resources.programmi.actions.creaProgramma', { _: AZIONI_PROGRAMMA.creaProgramma.label });
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense>
          <NuovoProgrammaDialog
            title={label}
            idBando={idBando}
            aziende={identity?.cuaa ?? []}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { setSubmissionErrors, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { serverFieldErrors } from '../../../src/engine/forms/serverErrors';
import { DatiNonValidi } from './errori';
import { ModuloDelRecord } from '../../../src/engine/forms/ModuloDelRecord';

type Valori = Record<string, unknown>;
type SalvaValori = (valori: Valori) => Promise<void>;

/** What 'Avanti' runs: saves the step when something changed; rejects when the fields or the server refuse. */
export type InvioPasso = () => Promise<void>;

export interface PassoFormProps {
  readonly record: Valori;
  readonly salva: (valori: Valori) => Promise<void>;
  /** Label of the save button, the action's own. */
  readonly etichetta: string;
  readonly registra: (invio: InvioPasso | undefined) => void;
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/**
 * One step's form. The save button, Enter in a field and 'Avanti' save the same way; a refusal keeps what was typed
 * and puts the server's Italian messages on their fields, the first one focused.
 */
export const PassoForm = ({ record, salva, etichetta, registra, onError, children }: PassoFormProps) => {
  const daTastiera = useRef<SalvaValori | undefined>(undefined);
  const registraTastiera = useCallback((salvaValori: SalvaValori) => {
    daTastiera.current = salvaValori;
  }, []);
  return (
    <ModuloDelRecord record={record} onSubmit={(valori: Valori) => daTastiera.current?.(valori)} noValidate>
      <Stack spacing={1}>{children}</Stack>
      <ControlliPasso
        salva={salva}
        etichetta={etichetta}
        registra={registra}
        onError={onError}
        registraTastiera={registraTastiera}
      />
    </ModuloDelRecord>
  );
};

interface ControlliProps extends Omit<PassoFormProps, 'record' | 'children'> {
  /** Hands over what Enter in a field runs: the same save as the button's, its refusal reported. */
  readonly registraTastiera: (salvaValori: SalvaValori) => void;
}

const ControlliPasso = ({ salva, etichetta, registra, onError, registraTastiera }: ControlliProps) => {
  const { handleSubmit, setError, setFocus, formState } = useFormContext();
  const { isDirty, isSubmitting } = formState;
  const translate = useTranslate();

  const salvaValori = async (valori: Valori) => {
    try {
      await salva(valori);
    } catch (error) {
      const errori = serverFieldErrors(error);
      if (errori) {
        setSubmissionErrors(errori, setError);
        const primo = Object.keys(errori).find((campo) => campo !== 'root');
        if (primo) setFocus(primo);
      }
      throw error;
    }
  };

  const invia: InvioPasso = async () => {
    if (!isDirty) return;
    let valido = false;
    await handleSubmit(async (valori) => {
      valido = true;
      await salvaValori(valori);
    })();
    if (!valido) throw new DatiNonValidi();
  };

  useEffect(() => {
    registra(invia);
    registraTastiera((valori) => salvaValori(valori).catch(onError));
  });
  useEffect(() => () => registra(undefined), [registra]);

  return (
    <Box sx={{ mt: 2 }}>
      <Button
        type="submit"
        variant="outlined"
        // Busy, not disabled, as the wizard's 'Avanti': a disabled button would drop the keyboard focus.
        aria-busy={isSubmitting}
        aria-disabled={isSubmitting}
        onClick={(event) => isSubmitting && event.preventDefault()}
        startIcon={
          isSubmitting && (
            <CircularProgress size={16} color="inherit" aria-label={translate('portale.loading.operation')} />
          )
        }
      >
        {etichetta}
      </Button>
    </Box>
  );
};

import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { OnUploadProgress } from '../../../dataProvider';
import { errorMessage } from '../../../src/engine/actions/errorMessage';

export interface Avanzamento {
  readonly fileName: string;
  readonly percent?: number;
  readonly concluso: boolean;
}

/** The server's reason for refusing the file itself (its `file` field: no signature, an invalid one, empty…). */
const motivoDelFile = (error: unknown): string | undefined => {
  const errori = (error as { body?: { errors?: Record<string, unknown> } } | undefined)?.body?.errors;
  return typeof errori?.file === 'string' ? errori.file : undefined;
};

/**
 * One upload at a time, with its progress for `UploadProgress`. Once the file is in, the bar gives way to its done
 * state until the next upload, so the person sees what happened; a refusal shows the server's message and clears it.
 * A refusal of the file itself says why, and stays as `erroreFile` for the file's button until the next upload.
 */
export function useCaricamento() {
  const notify = useNotify();
  const [avanzamento, setAvanzamento] = useState<Avanzamento>();
  const [erroreFile, setErroreFile] = useState<string>();

  const carica = async (
    file: File,
    invia: (onUploadProgress: OnUploadProgress) => Promise<unknown>,
  ): Promise<boolean> => {
    setAvanzamento({ fileName: file.name, concluso: false });
    setErroreFile(undefined);
    try {
      await invia(({ percent }) => setAvanzamento({ fileName: file.name, percent, concluso: false }));
      setAvanzamento({ fileName: file.name, percent: 100, concluso: true });
      notify('portale.allegati.upload.done', { type: 'success', messageArgs: { file: file.name } });
      return true;
    } catch (error) {
      setAvanzamento(undefined);
      const motivo = motivoDelFile(error);
      setErroreFile(motivo);
      notify(motivo ?? errorMessage(error), { type: 'error' });
      return false;
    }
  };

  return { avanzamento, inCorso: avanzamento !== undefined && !avanzamento.concluso, carica, erroreFile };
}

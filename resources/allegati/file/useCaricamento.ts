import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { OnUploadProgress } from '../../../dataProvider';
import { errorMessage } from '../../../src/engine/actions/errorMessage';

export interface Avanzamento {
  readonly fileName: string;
  readonly percent?: number;
  readonly concluso: boolean;
}

/**
 * One upload at a time, with its progress for `UploadProgress`. Once the file is in, the bar gives way to its done
 * state until the next upload, so the person sees what happened; a refusal shows the server's message and clears it.
 */
export function useCaricamento() {
  const notify = useNotify();
  const [avanzamento, setAvanzamento] = useState<Avanzamento>();

  const carica = async (
    file: File,
    invia: (onUploadProgress: OnUploadProgress) => Promise<unknown>,
  ): Promise<boolean> => {
    setAvanzamento({ fileName: file.name, concluso: false });
    try {
      await invia(({ percent }) => setAvanzamento({ fileName: file.name, percent, concluso: false }));
      setAvanzamento({ fileName: file.name, percent: 100, concluso: true });
      notify('portale.allegati.upload.done', { type: 'success', messageArgs: { file: file.name } });
      return true;
    } catch (error) {
      setAvanzamento(undefined);
      notify(errorMessage(error), { type: 'error' });
      return false;
    }
  };

  return { avanzamento, inCorso: avanzamento !== undefined && !avanzamento.concluso, carica };
}

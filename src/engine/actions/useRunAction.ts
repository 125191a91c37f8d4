import { useState } from 'react';
import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { ActionDeclaration } from '../../../contract/types';
import { usePortalDataProvider } from './usePortalDataProvider';
import { errorMessage } from './errorMessage';
import { useDopoAzione } from './LuogoDelleAzioni';
import { isConflict } from './refusal';

/** How a run ended: the refusal's error, for a dialog that shows it on its fields or in itself, not in a toast. */
export type RunOutcome = { readonly ok: true } | { readonly ok: false; readonly error: unknown };

/**
 * Runs a named action through the data provider. Afterwards the page is refreshed, or `onDone` gets the server's
 * answer (an action that removes the record in view must lead elsewhere). A refusal is toasted unless `inDialog`: the
 * dialog says it where it belongs. A conflict (409) means the page shows a state the record has left: it is read again
 * (by the dialog when it closes, so that its words stay until read).
 */
export function useRunAction(
  resource: string,
  name: string,
  action: ActionDeclaration,
  onDone?: (answer: unknown) => void,
) {
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const dopoAzione = useDopoAzione();
  const [isPending, setPending] = useState(false);

  const run = async (record: RaRecord, values: Record<string, unknown> = {}, inDialog = false): Promise<RunOutcome> => {
    setPending(true);
    try {
      // A JSON body carries the record whole (the server ignores what it does not take): it names the record.
      const payload = action.endpoint.body === 'json' ? { body: { ...record, ...values } } : { params: values };
      const answer = await dataProvider.action(resource, name, { record, ...payload });
      notify('portale.actions.done', { type: 'success', messageArgs: { action: action.label } });
      dopoAzione?.();
      if (onDone) onDone(answer);
      else refresh();
      return { ok: true };
    } catch (error) {
      if (!inDialog) notify(errorMessage(error), { type: 'error' });
      if (!inDialog && isConflict(error)) {
        dopoAzione?.();
        refresh();
      }
      return { ok: false, error };
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
}

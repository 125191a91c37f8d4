import { useState } from 'react';
import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { ActionDeclaration } from '../../../contract/types';
import { usePortalDataProvider } from './usePortalDataProvider';
import { errorMessage } from './errorMessage';

/**
 * Runs a named action through the data provider; answers whether it succeeded. Afterwards the page is refreshed, or
 * `onDone` gets the server's answer (an action that removes the record in view must lead elsewhere).
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
  const [isPending, setPending] = useState(false);

  const run = async (record: RaRecord, values: Record<string, unknown> = {}): Promise<boolean> => {
    setPending(true);
    try {
      // A JSON body carries the record whole (the server ignores what it does not take): it names the record.
      const payload = action.endpoint.body === 'json' ? { body: { ...record, ...values } } : { params: values };
      const answer = await dataProvider.action(resource, name, { record, ...payload });
      notify('portale.actions.done', { type: 'success', messageArgs: { action: action.label } });
      if (onDone) onDone(answer);
      else refresh();
      return true;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
}

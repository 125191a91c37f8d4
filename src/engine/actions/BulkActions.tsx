import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import {
  ResourceContextProvider,
  useCanAccess,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ActionDeclaration } from '../../../contract/types';
import { useOperazione } from '../../startup/OperazioneContext';
import { recordName } from '../columns';
import type { AnySchema } from '../types';
import { errorMessage } from './errorMessage';
import { actionInLanguage } from '../labels';
import { actionsAt } from './placement';
import { usePortalDataProvider } from './usePortalDataProvider';

const ActionDialog = lazy(() => import('./ActionDialog').then((module) => ({ default: module.ActionDialog })));

interface Failure {
  readonly id: RaRecord['id'];
  readonly name: string;
  readonly message: string;
}

/** A record by its name (its card's title, say the programme's denomination) and its number. */
const nameOf = (schema: AnySchema, record: RaRecord): string => {
  const title = schema.list?.card?.[0];
  const number = recordName(schema, record);
  return title && title !== schema.list?.columns[0] ? `${String(record[title] ?? '')} (${number})` : number;
};

interface Props {
  readonly schema: AnySchema;
  readonly name: string;
  readonly action: ActionDeclaration;
}

/**
 * One action on the selected rows: its dialog asks once, then each record goes through the same call and the same
 * rules as from its own row; those refused stay selected and are listed by name with the server's reason.
 */
const BulkActionButton = ({ schema, name, action }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalDataProvider();
  const { data = [], selectedIds, onSelect } = useListContext();
  const { canAccess } = useCanAccess({ resource: schema.name, action: `action:${name}` });
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState<readonly Failure[]>([]);
  const { label, confirm: question, fields } = actionInLanguage(translate, schema.name, name, action);
  if (!canAccess) return null;

  const runOn = async (record: RaRecord, values: Record<string, unknown>): Promise<Failure | undefined> => {
    const payload = action.endpoint.body === 'json' ? { body: { ...record, ...values } } : { params: values };
    try {
      await dataProvider.action(schema.name, name, { record, ...payload });
      return undefined;
    } catch (error) {
      return { id: record.id, name: nameOf(schema, record), message: translate(errorMessage(error)) };
    }
  };

  const confirm = async (values: Record<string, unknown>) => {
    setPending(true);
    const records = data.filter((record) => selectedIds.includes(record.id));
    const failed: Failure[] = [];
    // One after the other: the server takes each as a person acting on that row would.
    for (const record of records) {
      const failure = await runOn(record, values);
      if (failure) failed.push(failure);
    }
    setPending(false);
    setOpen(false);
    setFailures(failed);
    const done = records.length - failed.length;
    if (done > 0)
      notify('portale.table.bulk_done', { type: 'success', messageArgs: { action: label, smart_count: done } });
    onSelect(failed.map((failure) => failure.id));
    refresh();
  };
  const stillSelected = failures.filter((failure) => selectedIds.includes(failure.id));
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {stillSelected.length > 0 && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {translate('portale.table.bulk_failed', { action: label, smart_count: stillSelected.length })}
          <ul>
            {stillSelected.map((failure) => (
              <li key={String(failure.id)}>
                <strong>{failure.name}</strong>: {failure.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {open && (
        <Suspense>
          <ResourceContextProvider value={schema.name}>
            <ActionDialog
              title={`${label} (${translate('portale.table.selected', { smart_count: selectedIds.length })})`}
              confirm={question}
              fields={fields}
              pending={pending}
              onClose={() => setOpen(false)}
              onConfirm={confirm}
            />
          </ResourceContextProvider>
        </Suspense>
      )}
    </>
  );
};

/** The schema's actions declared `massiva`, for the list's selection bar. */
export const BulkActions = ({ schema }: { schema: AnySchema }) => {
  const { readOnly } = useOperazione();
  if (readOnly) return null;
  return (
    <>
      {actionsAt(schema, 'massiva').map(([name, action]) => (
        <BulkActionButton key={name} schema={schema} name={name} action={action} />
      ))}
    </>
  );
};

/** Whether the person may take any of the schema's bulk actions: the list then lets rows be selected. */
export const useHasBulkActions = (schema: AnySchema): boolean => {
  const first = actionsAt(schema, 'massiva')[0];
  const { readOnly } = useOperazione();
  const { canAccess } = useCanAccess({ resource: schema.name, action: `action:${first?.[0] ?? ''}` });
  return Boolean(first && canAccess && !readOnly);
};

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useRef, useState } from 'react';
import { ResourceContextProvider, useRefresh, type RaRecord } from 'react-admin';
import type { ActionDeclaration } from '../../../contract/types';
import { among, serverErrorsOnForm } from '../forms/serverErrors';
import { ActionTargetContext } from './ActionTarget';
import type { InDialog } from './inDialog';
import type { InMenu } from './inMenu';
import { useDopoAzione } from './LuogoDelleAzioni';
import { isConflict, refusalOf, type Refusal } from './refusal';
import { useRunAction } from './useRunAction';

// The dialog brings the form machinery; most people never open one.
const ActionDialog = lazy(() => import('./ActionDialog').then((module) => ({ default: module.ActionDialog })));

/** A form that edits the record starts from its values; other actions start empty. */
const fieldValues = (action: ActionDeclaration, record: RaRecord) =>
  Object.fromEntries((action.fields ?? []).map(({ source }) => [source, record[source]]));

interface Props {
  readonly resource: string;
  readonly name: string;
  readonly action: ActionDeclaration;
  readonly record: RaRecord;
  readonly recordName: string;
  readonly onDone?: (answer: unknown) => void;
  readonly inMenu?: InMenu;
  readonly inDialog?: InDialog;
}

/**
 * The errors of a refusal where they belong: on the dialog's fields (react-admin marks them and toasts the server's
 * message), and in the dialog what no field can show (a 409, its list of what is missing, a field it lacks).
 */
export function placeRefusal(error: unknown, fields: readonly string[]) {
  const onForm = serverErrorsOnForm(error, among(fields));
  const marked = onForm !== undefined && Object.keys(onForm.form).some((field) => field !== 'root');
  if (!marked) return { form: undefined, refusal: refusalOf(error, onForm?.others) };
  return { form: onForm.form, refusal: onForm.others.length > 0 ? refusalOf(error, onForm.others) : undefined };
}

/** A state-changing action: asks first when it declares a confirm text or fields. */
export const RunActionButton = ({
  resource,
  name,
  action,
  record,
  recordName,
  onDone,
  inMenu,
  inDialog: InDialogContent,
}: Props) => {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const { run, isPending } = useRunAction(resource, name, action, onDone);
  const refresh = useRefresh();
  const dopoAzione = useDopoAzione();
  // A conflict shown in the dialog: the record is read again when the person closes it, having read why.
  const superata = useRef(false);
  const asks = Boolean(action.confirm || action.fields?.length || InDialogContent);
  const close = () => {
    setOpen(false);
    setRefusal(undefined);
    inMenu?.onDialogClosed();
    if (!superata.current) return;
    superata.current = false;
    dopoAzione?.();
    refresh();
  };
  const confirm = async (values: Record<string, unknown>) => {
    setRefusal(undefined);
    const outcome = await run(record, values, true);
    if (outcome.ok) return close();
    superata.current = isConflict(outcome.error);
    const placed = placeRefusal(
      outcome.error,
      (action.fields ?? []).map(({ source }) => source),
    );
    setRefusal(placed.refusal);
    return placed.form;
  };
  const start = () => (asks ? setOpen(true) : void run(record));
  return (
    <>
      {inMenu ? (
        <MenuItem
          disabled={isPending && !asks}
          onClick={() => {
            inMenu.onChosen();
            start();
          }}
        >
          {action.label}
        </MenuItem>
      ) : (
        <Button
          size="small"
          variant="outlined"
          disabled={isPending && !asks}
          aria-label={`${action.label} ${recordName}`}
          onClick={start}
        >
          {action.label}
        </Button>
      )}
      {open && (
        <Suspense>
          <ActionTargetContext.Provider value={record}>
            {/* Fields without a label of their own read it from the catalogue, under the action's resource. */}
            <ResourceContextProvider value={resource}>
              <ActionDialog
                title={action.label}
                confirm={action.confirm}
                fields={action.fields}
                initialValues={action.endpoint.body === 'json' ? fieldValues(action, record) : undefined}
                pending={isPending}
                refusal={refusal}
                restoreFocus={!inMenu}
                onClose={close}
                onConfirm={confirm}
              >
                {InDialogContent && <InDialogContent record={record} />}
              </ActionDialog>
            </ResourceContextProvider>
          </ActionTargetContext.Provider>
        </Suspense>
      )}
    </>
  );
};

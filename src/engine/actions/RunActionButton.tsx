import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import type { ActionDeclaration } from '../../../contract/types';
import { ActionTargetContext } from './ActionTarget';
import type { InMenu } from './inMenu';
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
}

/** A state-changing action: asks first when it declares a confirm text or fields. */
export const RunActionButton = ({ resource, name, action, record, recordName, onDone, inMenu }: Props) => {
  const [open, setOpen] = useState(false);
  const { run, isPending } = useRunAction(resource, name, action, onDone);
  const asks = Boolean(action.confirm || action.fields?.length);
  const close = () => {
    setOpen(false);
    inMenu?.onDialogClosed();
  };
  const confirm = async (values: Record<string, unknown>) => {
    if (await run(record, values)) close();
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
                restoreFocus={!inMenu}
                onClose={close}
                onConfirm={confirm}
              />
            </ResourceContextProvider>
          </ActionTargetContext.Provider>
        </Suspense>
      )}
    </>
  );
};

import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { isResourceName, notApplicableReason } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import type { ActionDeclaration } from '../../../contract/types';
import type { AnySchema } from '../types';
import { useOperazione } from '../../startup/OperazioneContext';
import { recordName } from '../columns';
import { DownloadButton } from './DownloadButton';
import type { InDialog } from './inDialog';
import type { InMenu } from './inMenu';
import { actionInLanguage, actionNotApplicable } from '../labels';
import { recordActions } from './placement';
import { RunActionButton } from './RunActionButton';
import { useActionAllowed } from './useActionAllowed';

/**
 * One named action of the record in context, shown only when the policy allows it for this record.
 * In read-only operation (tipoOper V) downloads stay: they change nothing.
 */
interface ActionButtonProps {
  readonly schema: AnySchema;
  readonly name: string;
  readonly action: ActionDeclaration;
  /** Replaces the refresh after success: the answer, for an action that removes or replaces the record in view. */
  readonly onDone?: (answer: unknown) => void;
  /** Shown as an item of a row's menu rather than as a button. */
  readonly inMenu?: InMenu;
  /** What the action needs besides its fields, done inside its dialog (the approval file, say). */
  readonly inDialog?: InDialog;
}

export const ActionButton = ({ schema, name, action, onDone, inMenu, inDialog }: ActionButtonProps) => {
  const record = useRecordContext();
  const { readOnly } = useOperazione();
  // A row's menu holds only the actions it was told are allowed on this record.
  const allowed = useActionAllowed(schema.name, name, record, inMenu ? true : undefined);
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  if (!record) return null;
  // The catalogue's name of the action (the contract's Italian one, or its translation).
  const shown = actionInLanguage(translate, schema.name, name, action);
  if (!allowed) {
    // On the record's page, an action the person would take but for this record's rule says why it is not offered.
    const reason =
      inMenu || readOnly || !isResourceName(schema.name)
        ? undefined
        : notApplicableReason({ roles, resource: schema.name, permission: `action:${name}`, record });
    return reason ? (
      <NotApplicable label={shown.label} reason={translate(actionNotApplicable(schema.name, name, reason))} />
    ) : null;
  }
  const common = { resource: schema.name, name, record, recordName: recordName(schema, record), inMenu };
  if (action.endpoint.download) return <DownloadButton {...common} label={shown.label} />;
  return readOnly ? null : <RunActionButton {...common} action={shown} onDone={onDone} inDialog={inDialog} />;
};

/**
 * Every named action of the record in context, as its own page shows them; `onDone` replaces the refresh of the
 * actions it names (a page whose record an action removes leaves instead of reloading it).
 */
export const ActionButtons = ({
  schema,
  onDone = {},
  inDialog = {},
  instead,
}: {
  schema: AnySchema;
  onDone?: Readonly<Record<string, (answer: unknown) => void>>;
  /** Per action, what its dialog lets the person do in place before confirming. */
  inDialog?: Readonly<Record<string, InDialog>>;
  /** What shows in an action's place, when anything (the server's reasons it would refuse it now). */
  instead?: (name: string) => ReactNode;
}) => (
  <>
    {recordActions(schema).map(([name, action]) => (
      <Fragment key={name}>
        {instead?.(name) ?? (
          <ActionButton schema={schema} name={name} action={action} onDone={onDone[name]} inDialog={inDialog[name]} />
        )}
      </Fragment>
    ))}
  </>
);

const NotApplicable = ({ label, reason }: { label: string; reason: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
      {translate('portale.actions.not_applicable', { action: label, reason })}
    </Typography>
  );
};

import { useRecordContext, useTranslate } from 'react-admin';
import type { ActionDeclaration } from '../../../contract/types';
import type { AnySchema } from '../types';
import { useOperazione } from '../../startup/OperazioneContext';
import { recordName } from '../columns';
import { DownloadButton } from './DownloadButton';
import type { InMenu } from './inMenu';
import { actionInLanguage } from '../labels';
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
}

export const ActionButton = ({ schema, name, action, onDone, inMenu }: ActionButtonProps) => {
  const record = useRecordContext();
  const { readOnly } = useOperazione();
  const allowed = useActionAllowed(schema.name, name, record);
  const translate = useTranslate();
  if (!record || !allowed) return null;
  const common = { resource: schema.name, name, record, recordName: recordName(schema, record), inMenu };
  // The catalogue's name of the action (the contract's Italian one, or its translation).
  const shown = actionInLanguage(translate, schema.name, name, action);
  if (action.endpoint.download) return <DownloadButton {...common} label={shown.label} />;
  return readOnly ? null : <RunActionButton {...common} action={shown} onDone={onDone} />;
};

/**
 * Every named action of the record in context, as its own page shows them; `onDone` replaces the refresh of the
 * actions it names (a page whose record an action removes leaves instead of reloading it).
 */
export const ActionButtons = ({
  schema,
  onDone = {},
}: {
  schema: AnySchema;
  onDone?: Readonly<Record<string, (answer: unknown) => void>>;
}) => (
  <>
    {recordActions(schema).map(([name, action]) => (
      <ActionButton key={name} schema={schema} name={name} action={action} onDone={onDone[name]} />
    ))}
  </>
);

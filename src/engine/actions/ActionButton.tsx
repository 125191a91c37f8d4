import { usePermissions, useRecordContext } from 'react-admin';
import { isAllowed } from '../../../resources/policy';
import type { Role } from '../../../resources/roles';
import type { ActionDeclaration } from '../../../resources/types';
import type { AnySchema } from '../types';
import { useOperazione } from '../../startup/OperazioneContext';
import { recordName } from '../columns';
import { DownloadButton } from './DownloadButton';
import { RunActionButton } from './RunActionButton';

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
}

export const ActionButton = ({ schema, name, action, onDone }: ActionButtonProps) => {
  const record = useRecordContext();
  const { readOnly } = useOperazione();
  // The policy is asked about this very record: react-admin's useCanAccess caches its answer by record id, so a
  // button would outlive the state change its own action made until a reload.
  const { permissions: roles = [] } = usePermissions<Role[]>();
  if (!record || !isAllowed({ roles, resource: schema.name, permission: `action:${name}`, record })) return null;
  const common = { resource: schema.name, name, record, recordName: recordName(schema, record) };
  if (action.endpoint.download) return <DownloadButton {...common} label={action.label} />;
  return readOnly ? null : <RunActionButton {...common} action={action} onDone={onDone} />;
};

/** Every named action of the schema, for the record in context. */
export const ActionButtons = ({ schema }: { schema: AnySchema }) => (
  <>
    {Object.entries(schema.actions ?? {}).map(([name, action]) => (
      <ActionButton key={name} schema={schema} name={name} action={action} />
    ))}
  </>
);

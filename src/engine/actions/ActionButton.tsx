import { useCanAccess, useRecordContext } from 'react-admin';
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
export const ActionButton = ({ schema, name, action }: { schema: AnySchema; name: string; action: ActionDeclaration }) => {
  const record = useRecordContext();
  const { readOnly } = useOperazione();
  const { canAccess } = useCanAccess({ resource: schema.name, action: `action:${name}`, record });
  if (!record || !canAccess) return null;
  const common = { resource: schema.name, name, record, recordName: recordName(schema, record) };
  if (action.endpoint.download) return <DownloadButton {...common} label={action.label} />;
  return readOnly ? null : <RunActionButton {...common} action={action} />;
};

/** Every named action of the schema, for the record in context. */
export const ActionButtons = ({ schema }: { schema: AnySchema }) => (
  <>
    {Object.entries(schema.actions ?? {}).map(([name, action]) => (
      <ActionButton key={name} schema={schema} name={name} action={action} />
    ))}
  </>
);

import Button from '@mui/material/Button';
import { useCanAccess, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AnySchema } from '../types';
import { recordName } from '../columns';

/** A link to the show or edit page of the record in context, named after the record. */
export const RecordLinkButton = ({
  schema,
  type,
  label,
}: {
  schema: AnySchema;
  type: 'show' | 'edit';
  label: string;
}) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: schema.name, action: type, record });
  if (!record || !canAccess) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource: schema.name, type, id: record.id })}
      size="small"
      aria-label={`${label} ${recordName(schema, record)}`}
    >
      {label}
    </Button>
  );
};

import Button from '@mui/material/Button';
import { useCanAccess, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AnySchema } from '../types';
import { useResourceName } from '../useResourceName';
import { parentListPath } from './parentList';

/** From a parent's page to the page of one of its lists, for whoever may read that list. */
export const ParentListLink = ({ schema, parentId }: { schema: AnySchema; parentId: Identifier }) => {
  const nameOf = useResourceName();
  const { canAccess } = useCanAccess({ resource: schema.name, action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={parentListPath(schema, parentId)} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      {nameOf(schema, 2)}
    </Button>
  );
};

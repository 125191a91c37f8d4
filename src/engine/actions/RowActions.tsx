import type { ReactNode } from 'react';
import type { AnySchema } from '../types';
import { ActionButton } from './ActionButton';
import { actionsAt } from './placement';
import { RowMenu } from './RowMenu';

/**
 * A row's actions in a list: its primary one (the detail, say), the one action declared `riga`, and the menu of those
 * declared `menu`. The others are on the record's own page.
 */
export const RowActions = ({ schema, primary }: { schema: AnySchema; primary?: ReactNode }) => (
  <>
    {primary}
    {actionsAt(schema, 'riga').map(([name, action]) => (
      <ActionButton key={name} schema={schema} name={name} action={action} />
    ))}
    <RowMenu schema={schema} />
  </>
);

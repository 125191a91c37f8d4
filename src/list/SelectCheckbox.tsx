import Box from '@mui/material/Box';
import type { CheckboxProps } from '@mui/material/Checkbox';
import { lazy, Suspense } from 'react';

/** MUI's Checkbox and its SwitchBase load with the first list whose rows can be selected: the call list's cannot. */
const Checkbox = lazy(() => import('@mui/material/Checkbox'));

/** The room the checkbox takes (24 px and 9 px around it), kept while it loads so that nothing moves. */
const ROOM = { display: 'inline-block', width: 42, height: 42, verticalAlign: 'middle' } as const;

/** A row's or a page's selection checkbox in the lists. */
export const SelectCheckbox = (props: CheckboxProps) => (
  <Suspense fallback={<Box component="span" sx={ROOM} />}>
    <Checkbox {...props} />
  </Suspense>
);

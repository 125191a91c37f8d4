import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Holds a control's place, unseen and out of reach (hidden content is neither focused nor announced), while it is
 * not yet known whether the person may use it: when the answer comes, nothing around it moves.
 */
export const Reserved = ({ children }: { children: ReactNode }) => (
  <Box component="span" aria-hidden sx={{ display: 'inline-flex', visibility: 'hidden' }}>
    {children}
  </Box>
);

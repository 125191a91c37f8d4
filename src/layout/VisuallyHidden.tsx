import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Off-screen style: read by screen readers, invisible on screen. */
const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export const VisuallyHidden = ({ id, children }: { id?: string; children: ReactNode }) => (
  <Box component="span" id={id} sx={visuallyHiddenSx}>
    {children}
  </Box>
);

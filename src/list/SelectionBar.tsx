import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';

/** Shown while rows are selected: how many, the bulk actions and a way to clear the selection. */
export const SelectionBar = ({ children }: { children?: ReactNode }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Stack role="region" aria-label="Azioni sugli elementi selezionati" direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
      <Typography aria-live="polite">
        {selectedIds.length === 1 ? '1 elemento selezionato' : `${selectedIds.length} elementi selezionati`}
      </Typography>
      {children}
      <Button onClick={() => onUnselectItems()}>Annulla selezione</Button>
    </Stack>
  );
};

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** Shown while rows are selected: how many, the bulk actions and a way to clear the selection. */
export const SelectionBar = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Stack
      role="region"
      aria-label={translate('portale.table.selection')}
      direction="row"
      spacing={2}
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      sx={{ mb: 1 }}
    >
      <Typography aria-live="polite">
        {translate('portale.table.selected', { smart_count: selectedIds.length })}
      </Typography>
      {children}
      <Button onClick={() => onUnselectItems()}>{translate('portale.table.clear_selection')}</Button>
    </Stack>
  );
};

import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

export const EmptyAlert = () => (
  <Alert severity="error" sx={{ mt: 2 }}>
    {useTranslate()('portale.table.empty')}
  </Alert>
);

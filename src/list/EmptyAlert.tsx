import Alert from '@mui/material/Alert';

export const EmptyAlert = () => (
  <Alert severity="error" sx={{ mt: 2 }}>
    Non ci sono elementi
  </Alert>
);

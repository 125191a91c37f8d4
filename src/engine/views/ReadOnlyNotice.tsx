import Alert from '@mui/material/Alert';

export const ReadOnlyNotice = () => (
  <Alert severity="info">Sei in modalità di sola consultazione: le modifiche non sono disponibili.</Alert>
);

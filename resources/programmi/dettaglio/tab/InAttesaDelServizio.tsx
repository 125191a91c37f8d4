import Alert from '@mui/material/Alert';

/** Stands in for a tab whose screen is not built yet. */
export const InAttesaDelServizio = ({ cosa }: { cosa: string }) => (
  <Alert severity="info">{cosa} saranno mostrati qui quando il servizio che li fornisce sarà disponibile.</Alert>
);

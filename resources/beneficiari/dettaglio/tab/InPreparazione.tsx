import Alert from '@mui/material/Alert';

/** Stands in for a tab another part of the dossier will fill. */
export const InPreparazione = ({ cosa }: { cosa: string }) => (
  <Alert severity="info">In preparazione: {cosa} del beneficiario saranno disponibili in questa sezione.</Alert>
);

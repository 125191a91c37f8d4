import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The loading overlay of spec §1: 'Attendere...' on screen, the label for assistive technology. */
export const LoadingOverlay = ({ label = 'Caricamento in corso' }: { label?: string }) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
  >
    <CircularProgress aria-label={label} />
    <Typography>Attendere...</Typography>
  </Box>
);

/** react-admin's `loading` page, whose own props the overlay does not need. */
export const LoadingPage = () => <LoadingOverlay />;

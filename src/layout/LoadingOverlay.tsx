import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The loading overlay: 'Attendere...' on screen, the label for assistive technology. */
export const LoadingOverlay = ({ label }: { label?: string }) => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress aria-label={label ?? translate('portale.loading.default_label')} />
      <Typography>{translate('portale.loading.wait')}</Typography>
    </Box>
  );
};

/** react-admin's `loading` page, whose own props the overlay does not need. */
export const LoadingPage = () => <LoadingOverlay />;

import Alert from '@mui/material/Alert';
import { useResetErrorBoundaryOnLocationChange } from 'react-admin';

export const UnexpectedErrorAlert = () => (
  <Alert severity="error">Si è verificato un errore imprevisto. Ricarica la pagina o riprova più tardi.</Alert>
);

/** react-admin's error page, for failures outside any page; moving to another page tries again. */
export const AppErrorPage = ({ resetErrorBoundary }: { resetErrorBoundary: (...args: unknown[]) => void }) => {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <UnexpectedErrorAlert />;
};

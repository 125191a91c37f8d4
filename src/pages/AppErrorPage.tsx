import Alert from '@mui/material/Alert';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';

export const UnexpectedErrorAlert = () => <Alert severity="error">{useTranslate()('portale.errors.unexpected')}</Alert>;

/** react-admin's error page, for failures outside any page; moving to another page tries again. */
export const AppErrorPage = ({ resetErrorBoundary }: { resetErrorBoundary: (...args: unknown[]) => void }) => {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <UnexpectedErrorAlert />;
};

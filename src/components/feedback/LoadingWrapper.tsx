import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingOverlay } from '../../layout/LoadingOverlay';
import { useLoadingError } from './loadingErrors';

export interface LoadingWrapperProps {
  /** The name its errors are registered under in the LoadingErrorsProvider. */
  readonly name: string;
  readonly loading: boolean;
  readonly children: ReactNode;
}

/** The registered error, otherwise a loader while loading, otherwise the content. */
export const LoadingWrapper = ({ name, loading, children }: LoadingWrapperProps) => {
  const translate = useTranslate();
  const error = useLoadingError(name);
  if (error)
    return (
      <Alert severity="error">
        <AlertTitle>{translate('portale.alert.warning_heading')}</AlertTitle>
        {error}
      </Alert>
    );
  if (loading) return <LoadingOverlay />;
  return <>{children}</>;
};

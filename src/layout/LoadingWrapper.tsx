import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../engine/actions/errorMessage';
import { LoadingOverlay } from './LoadingOverlay';

interface Props {
  readonly isPending: boolean;
  readonly error?: unknown;
  readonly children: ReactNode;
}

/**
 * The loading wrapper: the error under the heading 'Attenzione:', else a loader while loading, else the content.
 */
export const LoadingWrapper = ({ isPending, error, children }: Props) => {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error">
        <AlertTitle>{translate('portale.alert.warning_heading')}</AlertTitle>
        {translate(errorMessage(error))}
      </Alert>
    );
  }
  if (isPending) return <LoadingOverlay />;
  return <>{children}</>;
};

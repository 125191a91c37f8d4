import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { errorMessage } from '../engine/actions/errorMessage';
import { LoadingOverlay } from './LoadingOverlay';

interface Props {
  readonly isPending: boolean;
  readonly error?: unknown;
  readonly children: ReactNode;
}

/** Spec §4 loading wrapper: the error under the heading 'Attenzione:', else a loader while loading, else the content. */
export const LoadingWrapper = ({ isPending, error, children }: Props) => {
  if (error) {
    return (
      <Alert severity="error">
        <AlertTitle>Attenzione:</AlertTitle>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isPending) return <LoadingOverlay />;
  return <>{children}</>;
};

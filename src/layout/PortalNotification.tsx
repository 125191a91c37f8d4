import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

const NotificationToast = lazy(() =>
  import('./NotificationToast').then((module) => ({ default: module.NotificationToast })),
);

/**
 * The toasts, mounted with the first message and kept from then on: react-admin's Notification and MUI's Snackbar
 * load only when there is something to say, not with the first screen (docs/performance.md).
 */
export const PortalNotification = () => {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed && notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToast />
    </Suspense>
  );
};

import { Notification } from 'react-admin';

/** The product's toasts stay 6 s, bottom right. */
export const NotificationToast = () => (
  <Notification autoHideDuration={6000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />
);

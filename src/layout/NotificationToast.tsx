import { Notification } from 'react-admin';

/** Spec §9: the product's toasts stay 6 s, bottom right. */
export const NotificationToast = () => (
  <Notification autoHideDuration={6000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />
);

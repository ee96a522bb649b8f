import { Notifications } from '@mantine/notifications';

/** Toasts sit top right, above dialogs (loaded by NotificationsHost when the first one shows). */
export default function NotificationsContainer() {
  return <Notifications position="top-right" zIndex={4000} />;
}

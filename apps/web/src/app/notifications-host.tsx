import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

/** Mantine's toast container (and its transitions) loads with the first toast, not with every page. */
const Notifications = lazy(() => import('./notifications-container'));

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  // Once shown, the container stays mounted so that later toasts and close transitions play as usual.
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

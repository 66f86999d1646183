import { Suspense, lazy, useState } from 'react';
import { useNotifications } from '../hooks/use-notifications';
import { BellButton } from './bell-button';

// The popover (Radix and its positioning) loads on first use, not with every page.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.NotificationPopover })),
);

/** The header's bell: the unread count, and the list in a popover. */
export function NotificationBell() {
  const notifications = useNotifications();
  const unread = notifications.query.data?.unread ?? 0;
  const [wanted, setWanted] = useState(false);
  if (wanted)
    return (
      <Suspense fallback={<BellButton unread={unread} aria-busy="true" />}>
        <NotificationPopover {...notifications} />
      </Suspense>
    );
  return (
    <BellButton
      unread={unread}
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setWanted(true)}
    />
  );
}

import { useDisclosure } from '@mantine/hooks';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { NOTIFICATION_POLL_MS } from '@/shared/api';
import {
  $notifications,
  $notificationsBusy,
  $notificationsError,
  $notificationsLoaded,
  $unreadCount,
  allNotificationsMarkedRead,
  notificationDismissed,
  notificationMarkedRead,
  notificationsCleared,
  notificationsPolled,
} from '../model/notifications';
import { NotificationsPanelView } from './NotificationsPanelView';

export interface NotificationsBellProps {
  /** How often new items are fetched while mounted. Default NOTIFICATION_POLL_MS (15 s). */
  pollMs?: number;
}

/** The admin header's bell: loads the shared inbox on mount and polls it while the admin area is open. */
export function NotificationsBell({ pollMs = NOTIFICATION_POLL_MS }: NotificationsBellProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const model = useUnit({
    notifications: $notifications,
    unread: $unreadCount,
    loaded: $notificationsLoaded,
    error: $notificationsError,
    busy: $notificationsBusy,
    poll: notificationsPolled,
    markRead: notificationMarkedRead,
    markAllRead: allNotificationsMarkedRead,
    dismiss: notificationDismissed,
    clearAll: notificationsCleared,
  });
  const { poll } = model;

  useEffect(() => {
    poll();
    const timer = setInterval(poll, pollMs);
    return () => clearInterval(timer);
  }, [poll, pollMs]);

  return (
    <NotificationsPanelView
      opened={opened}
      onOpen={() => {
        open();
        poll();
      }}
      onClose={close}
      notifications={model.notifications}
      unread={model.unread}
      loaded={model.loaded}
      error={model.error}
      busy={model.busy}
      onRetry={poll}
      onMarkRead={model.markRead}
      onMarkAllRead={model.markAllRead}
      onDismiss={model.dismiss}
      onClearAll={model.clearAll}
    />
  );
}

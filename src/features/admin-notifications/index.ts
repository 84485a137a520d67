export { NotificationsBell, type NotificationsBellProps } from './ui/NotificationsBell';
export { NotificationsPanelView, type NotificationsPanelViewProps } from './ui/NotificationsPanelView';
export {
  fetchNotificationsFx,
  markNotificationReadFx,
  markAllNotificationsReadFx,
  dismissNotificationFx,
  clearNotificationsFx,
  $notifications,
  $unreadCount,
} from './model/notifications';
export { formatAge } from './lib/format-age';

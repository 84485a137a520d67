export { MemberNotificationItem, type MemberNotificationItemProps } from './ui/MemberNotificationItem';
export {
  fetchUnreadCountFx,
  fetchMemberNotificationsFx,
  markMemberNotificationReadFx,
  markAllMemberNotificationsReadFx,
  unreadCountPolled,
  memberNotificationOpened,
  allMemberNotificationsMarkedRead,
  $unreadCount,
  $markReadError,
} from './model/inbox';
export { notificationHref, unreadLabel } from './lib/notification-href';

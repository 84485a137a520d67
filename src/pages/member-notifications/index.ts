export { MemberNotificationsPage, type MemberNotificationsPageProps } from './ui/MemberNotificationsPage';
export { memberNotificationsList, MEMBER_NOTIFICATIONS_LOAD_ERROR } from './model/notifications-list';

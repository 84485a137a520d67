export { MemberNotificationsPage, type MemberNotificationsPageProps } from './ui/MemberNotificationsPage';
export { memberNotificationsList, MEMBER_NOTIFICATIONS_LOAD_ERROR } from './model/notifications-list';
// notification-preferences
export { NotificationPreferencesForm, type NotificationPreferencesFormProps } from './ui/NotificationPreferencesForm';
export {
  fetchNotificationPreferencesFx,
  saveNotificationPreferencesFx,
  $preferences,
  $preferencesStatus,
  $preferencesLoadError,
  $preferencesSaveError,
  $smsPreferences,
} from './model/preferences';
export { notificationKindsFor } from './lib/kinds-for';

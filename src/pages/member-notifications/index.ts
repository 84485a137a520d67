export { MemberNotificationsPage, type MemberNotificationsPageProps } from './ui/MemberNotificationsPage';
export { memberNotificationsList } from './model/notifications-list';
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

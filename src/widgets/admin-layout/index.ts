export { AdminLayout, type AdminLayoutProps } from './ui/AdminLayout';
export { STAFF_LANGUAGE_KEY, staffLanguage, useStaffLanguage } from './model/staff-language';
export { ADMIN_LINKS, adminLinksFor, type AdminLink } from './config/admin-links';
// admin-notifications
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
// admin-search
export { AdminSearch, adminSearchTarget, type AdminSearchProps } from './ui/AdminSearch';
export { ADMIN_SEARCH_DEBOUNCE_MS, type AdminSearchFn } from './model/use-admin-search';

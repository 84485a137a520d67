export { Header } from './ui/Header';
// member-notifications-bell
export { MemberNotificationsBell, type MemberNotificationsBellProps } from './ui/MemberNotificationsBell';
export {
  fetchLatestNotificationsFx,
  bellOpened,
  $latestNotifications,
  $latestStatus,
  $latestError,
  BELL_LATEST_COUNT,
} from './model/latest';

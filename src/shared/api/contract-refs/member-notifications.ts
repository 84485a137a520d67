// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { memberNotificationsContract as MemberNotificationsContract } from '../contract/member-notifications';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/member-notifications');

export const memberNotificationsContract: RouteRefs<typeof MemberNotificationsContract> = {
  list: { method: 'GET', path: '/api/me/notifications', takes: ['query'], load: () => load().then((file) => file.memberNotificationsContract.list) },
  unreadCount: { method: 'GET', path: '/api/me/notifications/unread-count', takes: [], load: () => load().then((file) => file.memberNotificationsContract.unreadCount) },
  markAllRead: { method: 'PUT', path: '/api/me/notifications/read-all', takes: [], load: () => load().then((file) => file.memberNotificationsContract.markAllRead) },
  markRead: { method: 'PUT', path: '/api/me/notifications/:id/read', takes: ['params'], load: () => load().then((file) => file.memberNotificationsContract.markRead) },
  preferences: { method: 'GET', path: '/api/me/notification-preferences', takes: [], load: () => load().then((file) => file.memberNotificationsContract.preferences) },
  savePreferences: { method: 'PUT', path: '/api/me/notification-preferences', takes: ['body'], load: () => load().then((file) => file.memberNotificationsContract.savePreferences) },
};

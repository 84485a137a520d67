// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminNotificationsContract as AdminNotificationsContract } from '../contract/notifications';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/notifications');

export const adminNotificationsContract: RouteRefs<typeof AdminNotificationsContract> = {
  list: { method: 'GET', path: '/api/notifications', takes: [], load: () => load().then((file) => file.adminNotificationsContract.list) },
  markAllRead: { method: 'PUT', path: '/api/notifications/read-all', takes: [], load: () => load().then((file) => file.adminNotificationsContract.markAllRead) },
  markRead: { method: 'PUT', path: '/api/notifications/:id/read', takes: ['params'], load: () => load().then((file) => file.adminNotificationsContract.markRead) },
  dismiss: { method: 'DELETE', path: '/api/notifications/:id', takes: ['params'], load: () => load().then((file) => file.adminNotificationsContract.dismiss) },
  clearAll: { method: 'DELETE', path: '/api/notifications', takes: [], load: () => load().then((file) => file.adminNotificationsContract.clearAll) },
};

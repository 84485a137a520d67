import { notificationListResponseSchema, request } from '@/shared/api';

const one = (id: string) => `/api/notifications/${encodeURIComponent(id)}`;

/** The admin notifications calls; each answers the updated list and unread count. */
export const notificationsApi = {
  list: () => request(notificationListResponseSchema, '/api/notifications'),
  markRead: (id: string) => request(notificationListResponseSchema, `${one(id)}/read`, { method: 'PUT' }),
  markAllRead: () => request(notificationListResponseSchema, '/api/notifications/read-all', { method: 'PUT' }),
  dismiss: (id: string) => request(notificationListResponseSchema, one(id), { method: 'DELETE' }),
  clearAll: () => request(notificationListResponseSchema, '/api/notifications', { method: 'DELETE' }),
};

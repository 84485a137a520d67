import {
  memberNotificationPageSchema,
  memberNotificationReadResponseSchema,
  memberNotificationsReadAllResponseSchema,
  request,
  unreadCountResponseSchema,
  type MemberNotificationListQuery,
} from '@/shared/api';

const one = (id: string) => `/api/me/notifications/${encodeURIComponent(id)}`;

/** The signed-in member's own inbox (/api/me/notifications); every answer carries the new unread count. */
export const memberNotificationsApi = {
  list: (query: MemberNotificationListQuery) => request(memberNotificationPageSchema, '/api/me/notifications', { query }),
  unreadCount: () => request(unreadCountResponseSchema, '/api/me/notifications/unread-count'),
  markRead: (id: string) => request(memberNotificationReadResponseSchema, `${one(id)}/read`, { method: 'PUT' }),
  markAllRead: () => request(memberNotificationsReadAllResponseSchema, '/api/me/notifications/read-all', { method: 'PUT' }),
};

import { callApi, memberNotificationsContract, type MemberNotificationListQuery } from '@/shared/api';

/** The signed-in member's own inbox; every answer carries the new unread count. */
export const memberNotificationsApi = {
  list: (query: MemberNotificationListQuery) => callApi(memberNotificationsContract.list, { query }),
  unreadCount: () => callApi(memberNotificationsContract.unreadCount),
  markRead: (id: string) => callApi(memberNotificationsContract.markRead, { params: { id } }),
  markAllRead: () => callApi(memberNotificationsContract.markAllRead),
};

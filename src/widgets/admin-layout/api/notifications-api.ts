import { adminNotificationsContract, callApi } from '@/shared/api';

/** The admin notifications calls; each answers the updated list and unread count. */
export const notificationsApi = {
  list: () => callApi(adminNotificationsContract.list),
  markRead: (id: string) => callApi(adminNotificationsContract.markRead, { params: { id } }),
  markAllRead: () => callApi(adminNotificationsContract.markAllRead),
  dismiss: (id: string) => callApi(adminNotificationsContract.dismiss, { params: { id } }),
  clearAll: () => callApi(adminNotificationsContract.clearAll),
};

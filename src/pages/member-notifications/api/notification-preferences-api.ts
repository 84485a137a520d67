import { callApi, memberNotificationsContract, type NotificationPreferencesBody } from '@/shared/api';

/** Which kinds of e-mail the signed-in member gets. */
export const notificationPreferencesApi = {
  get: () => callApi(memberNotificationsContract.preferences),
  save: (body: NotificationPreferencesBody) => callApi(memberNotificationsContract.savePreferences, { body }),
};

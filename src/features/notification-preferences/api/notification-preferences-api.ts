import {
  notificationPreferencesResponseSchema,
  notificationPreferencesSavedSchema,
  request,
  type NotificationPreferencesBody,
} from '@/shared/api';

const PATH = '/api/me/notification-preferences';

/** Which kinds of e-mail the signed-in member gets. */
export const notificationPreferencesApi = {
  get: () => request(notificationPreferencesResponseSchema, PATH),
  save: (body: NotificationPreferencesBody) => request(notificationPreferencesSavedSchema, PATH, { method: 'PUT', body }),
};

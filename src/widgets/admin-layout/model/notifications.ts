import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import type { AdminNotification, ApiError, NotificationListResponse } from '@/shared/api';
import { notificationsApi } from '../api/notifications-api';

/** Tests and stories answer these through fork handlers. */
export const fetchNotificationsFx = createEffect<void, NotificationListResponse, ApiError>(() =>
  notificationsApi.list(),
);
export const markNotificationReadFx = createEffect<string, NotificationListResponse, ApiError>((id) =>
  notificationsApi.markRead(id),
);
export const markAllNotificationsReadFx = createEffect<void, NotificationListResponse, ApiError>(() =>
  notificationsApi.markAllRead(),
);
export const dismissNotificationFx = createEffect<string, NotificationListResponse, ApiError>((id) =>
  notificationsApi.dismiss(id),
);
export const clearNotificationsFx = createEffect<void, NotificationListResponse, ApiError>(() =>
  notificationsApi.clearAll(),
);

/** The bell mounted, or the poll interval ticked: fetch unless a fetch is already running. */
export const notificationsPolled = createEvent();
export const notificationMarkedRead = createEvent<string>();
export const allNotificationsMarkedRead = createEvent();
export const notificationDismissed = createEvent<string>();
export const notificationsCleared = createEvent();

export const $notifications = createStore<AdminNotification[]>([]);
export const $unreadCount = createStore(0);
/** True once the first list arrived. */
export const $notificationsLoaded = createStore(false);
/** The last failure (load or action), cleared by the next success. */
export const $notificationsError = createStore<string | null>(null);

const actions = [markNotificationReadFx, markAllNotificationsReadFx, dismissNotificationFx, clearNotificationsFx];
const answered = merge([fetchNotificationsFx.doneData, ...actions.map((fx) => fx.doneData)]);
const failed = merge([fetchNotificationsFx.failData, ...actions.map((fx) => fx.failData)]);
/** A mark, dismiss or clear call is running. */
export const $notificationsBusy = combine(
  actions.map((fx) => fx.pending),
  (pending) => pending.some(Boolean),
);

$notifications.on(answered, (_, answer) => answer.notifications);
$unreadCount.on(answered, (_, answer) => answer.unread);
$notificationsLoaded.on(answered, () => true);
$notificationsError.on(answered, () => null).on(failed, (_, error) => error.message);

sample({
  clock: notificationsPolled,
  filter: fetchNotificationsFx.pending.map((pending) => !pending),
  target: fetchNotificationsFx,
});
sample({ clock: notificationMarkedRead, target: markNotificationReadFx });
sample({ clock: allNotificationsMarkedRead, target: markAllNotificationsReadFx });
sample({ clock: notificationDismissed, target: dismissNotificationFx });
sample({ clock: notificationsCleared, target: clearNotificationsFx });

import { createEffect, createEvent, createStore, sample } from 'effector';
import { userLoggedOut } from '@/entities/session';
import type { ApiError, NotificationPreferences, NotificationPreferencesBody, NotificationPreferencesResponse, NotificationPreferencesSaved } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { notificationPreferencesApi } from '../api/notification-preferences-api';

export type PreferencesStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Tests and stories answer these through fork handlers. */
export const fetchNotificationPreferencesFx = createEffect<void, NotificationPreferencesResponse, ApiError>(() =>
  notificationPreferencesApi.get(),
);
export const saveNotificationPreferencesFx = createEffect<NotificationPreferencesBody, NotificationPreferencesSaved, ApiError>(
  (body) => notificationPreferencesApi.save(body),
);
const notifySavedFx = createEffect((message: string) => {
  toast.success(message);
});

/** The settings were shown (or "Try Again" after a failed load). */
export const preferencesOpened = createEvent();
/** The member pressed Save with these switches. */
export const preferencesSubmitted = createEvent<NotificationPreferencesBody>();

export const $preferences = createStore<NotificationPreferences | null>(null).reset(userLoggedOut);
/** Which kinds also come by SMS (issue 16); null until loaded or when the server did not say. */
export const $smsPreferences = createStore<NotificationPreferences | null>(null).reset(userLoggedOut);
export const $preferencesStatus = createStore<PreferencesStatus>('idle').reset(userLoggedOut);
export const $preferencesLoadError = createStore<string | null>(null).reset(userLoggedOut);
/** Why the last save failed, in words; cleared by the next try. */
export const $preferencesSaveError = createStore<string | null>(null).reset(userLoggedOut);
export const $preferencesSaving = saveNotificationPreferencesFx.pending;

sample({
  clock: preferencesOpened,
  filter: fetchNotificationPreferencesFx.pending.map((pending) => !pending),
  target: fetchNotificationPreferencesFx,
});
$preferencesStatus
  // Reopened settings stay on screen while they refresh.
  .on(fetchNotificationPreferencesFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(fetchNotificationPreferencesFx.done, () => 'ready')
  .on(fetchNotificationPreferencesFx.fail, () => 'failed');
$preferencesLoadError.on(fetchNotificationPreferencesFx.failData, (_, error) => error.message).reset(fetchNotificationPreferencesFx.done);
$smsPreferences
  .on(fetchNotificationPreferencesFx.doneData, (_, answer) => answer.sms ?? null)
  .on(saveNotificationPreferencesFx.doneData, (current, answer) => answer.sms ?? current);
$preferences
  .on(fetchNotificationPreferencesFx.doneData, (_, answer) => answer.preferences)
  .on(saveNotificationPreferencesFx.doneData, (_, answer) => answer.preferences);

sample({
  clock: preferencesSubmitted,
  filter: saveNotificationPreferencesFx.pending.map((pending) => !pending),
  target: saveNotificationPreferencesFx,
});
$preferencesSaveError
  .on(saveNotificationPreferencesFx.failData, (_, error) => error.message)
  .reset(saveNotificationPreferencesFx, saveNotificationPreferencesFx.done);
sample({ clock: saveNotificationPreferencesFx.doneData, fn: (answer) => answer.message, target: notifySavedFx });

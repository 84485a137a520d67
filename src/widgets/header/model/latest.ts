import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchMemberNotificationsFx, markAllMemberNotificationsReadFx, markMemberNotificationReadFx } from '@/entities/member-notification';
import { userLoggedOut } from '@/entities/session';
import type { ApiError, MemberNotification, MemberNotificationPage } from '@/shared/api';

/** How many of the newest the bell's panel shows; the page has the rest. */
export const BELL_LATEST_COUNT = 5;

export type LatestStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The newest few (the same inbox call, so the count follows too). */
export const fetchLatestNotificationsFx = createEffect<void, MemberNotificationPage, ApiError>(() =>
  fetchMemberNotificationsFx({ page: 1, limit: BELL_LATEST_COUNT }),
);

/** The bell's panel opened: show the newest few. */
export const bellOpened = createEvent();

export const $latestNotifications = createStore<MemberNotification[]>([]).reset(userLoggedOut);
export const $latestStatus = createStore<LatestStatus>('idle').reset(userLoggedOut);
export const $latestError = createStore<string | null>(null).reset(userLoggedOut);

sample({
  clock: bellOpened,
  filter: fetchLatestNotificationsFx.pending.map((pending) => !pending),
  target: fetchLatestNotificationsFx,
});

// A reopened panel keeps its rows on screen while they refresh; the spinner is for the first load and after a failure.
$latestStatus
  .on(fetchLatestNotificationsFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(fetchLatestNotificationsFx.done, () => 'ready')
  .on(fetchLatestNotificationsFx.fail, () => 'failed');
$latestNotifications.on(fetchLatestNotificationsFx.doneData, (_, answer) => answer.notifications);
$latestError.on(fetchLatestNotificationsFx.failData, (_, error) => error.message).reset(fetchLatestNotificationsFx.done);

// Read on the page or in the panel: the row turns read here too.
$latestNotifications
  .on(markMemberNotificationReadFx.doneData, (items, { notification }) =>
    items.map((item) => (item.id === notification.id ? notification : item)),
  )
  .on(markAllMemberNotificationsReadFx.done, (items) => items.map((item) => (item.read ? item : { ...item, read: true })));

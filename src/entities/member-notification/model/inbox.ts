import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { $isMember, sessionExpired, userLoggedOut } from '@/entities/session/@x/member-notification';
import type {
  ApiError,
  MemberNotificationListQuery,
  MemberNotificationPage,
  MemberNotificationReadResponse,
  MemberNotificationsReadAllResponse,
  UnreadCountResponse,
} from '@/shared/api';
import { memberNotificationsApi } from '../api/member-notifications-api';

/** Tests and stories answer these through fork handlers. */
export const fetchUnreadCountFx = createEffect<void, UnreadCountResponse, ApiError>(() => memberNotificationsApi.unreadCount());
export const fetchMemberNotificationsFx = createEffect<MemberNotificationListQuery, MemberNotificationPage, ApiError>((query) =>
  memberNotificationsApi.list(query),
);
export const markMemberNotificationReadFx = createEffect<string, MemberNotificationReadResponse, ApiError>((id) =>
  memberNotificationsApi.markRead(id),
);
export const markAllMemberNotificationsReadFx = createEffect<void, MemberNotificationsReadAllResponse, ApiError>(() =>
  memberNotificationsApi.markAllRead(),
);

/** The poll interval ticked, the window got focus, or the bell mounted: ask for the count (members only, one at a time). */
export const unreadCountPolled = createEvent();
/** The member opened a notification (the bell or the page): it becomes read. */
export const memberNotificationOpened = createEvent<string>();
export const allMemberNotificationsMarkedRead = createEvent();

/** The bell's number: the member's unread notifications. */
export const $unreadCount = createStore(0);
/** The last mark-read failure, in words (the screens show it); cleared by the next success. */
export const $markReadError = createStore<string | null>(null);

// Every answer of the inbox routes carries the count, so the bell follows whatever happened on screen.
$unreadCount
  .on(
    merge([
      fetchUnreadCountFx.doneData,
      fetchMemberNotificationsFx.doneData,
      markMemberNotificationReadFx.doneData,
      markAllMemberNotificationsReadFx.doneData,
    ]),
    (_, answer) => answer.unreadCount,
  )
  .reset(userLoggedOut, sessionExpired);

$markReadError
  .on(merge([markMemberNotificationReadFx.failData, markAllMemberNotificationsReadFx.failData]), (_, error) => error.message)
  .reset(markMemberNotificationReadFx.done, markAllMemberNotificationsReadFx.done, userLoggedOut);

sample({
  clock: unreadCountPolled,
  source: { member: $isMember, pending: fetchUnreadCountFx.pending },
  filter: ({ member, pending }) => member && !pending,
  fn: () => undefined,
  target: fetchUnreadCountFx,
});
// Signed in (the token is on the client by now): the count at once, not at the next tick.
sample({ clock: $isMember.updates, filter: Boolean, fn: () => undefined, target: unreadCountPolled });
sample({ clock: memberNotificationOpened, target: markMemberNotificationReadFx });
sample({
  clock: allMemberNotificationsMarkedRead,
  filter: markAllMemberNotificationsReadFx.pending.map((pending) => !pending),
  target: markAllMemberNotificationsReadFx,
});

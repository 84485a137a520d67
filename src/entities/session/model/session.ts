import { createEffect, createEvent, createStore, sample } from 'effector';
import type { SessionUser } from '@machines/session';
import { setAuthToken } from '@/shared/api';

// The session machine is the source of truth; these units mirror it for Effector models and views.

/** The start-up restore finished: the stored user, or null. */
export const sessionRestored = createEvent<SessionUser | null>();
export const userLoggedIn = createEvent<SessionUser>();
export const userLoggedOut = createEvent();

export const $sessionUser = createStore<SessionUser | null>(null)
  .on(sessionRestored, (_, user) => user)
  .on(userLoggedIn, (_, user) => user)
  .reset(userLoggedOut);

/** An admin is signed in: the admin lists load only then (their calls need the admin's token). */
export const $isAdmin = $sessionUser.map((user) => user?.userType === 'admin');

/** True until the start-up restore has finished. */
export const $sessionLoading = createStore(true).on([sessionRestored, userLoggedIn, userLoggedOut], () => false);

const applyAuthTokenFx = createEffect((token: string | null) => {
  setAuthToken(token);
});

// Every API call made after a session change carries the right bearer token (or none).
sample({
  clock: [sessionRestored, userLoggedIn, userLoggedOut],
  source: $sessionUser,
  fn: (user) => user?.token ?? null,
  target: applyAuthTokenFx,
});

import { createEvent, createStore, sample } from 'effector';
import type { SessionUser } from '@machines/session';
import { $authToken } from '@/shared/api';

// The session machine is the source of truth; these units mirror it for Effector models and views.

/** The start-up restore finished: the stored user, or null. */
export const sessionRestored = createEvent<SessionUser | null>();
export const userLoggedIn = createEvent<SessionUser>();
export const userLoggedOut = createEvent();
/** The server ended the session under the user (401 with its token); `from` is the page they were on. */
export const sessionExpired = createEvent<{ from: string | null }>();

// The user carries the token: like $authToken it never travels in a serialized scope (a server page is a guest's).
export const $sessionUser = createStore<SessionUser | null>(null, { serialize: 'ignore' })
  .on(sessionRestored, (_, user) => user)
  .on(userLoggedIn, (_, user) => user)
  .reset(userLoggedOut);

/**
 * Set while the login page should say "Your session has expired" and return to `from` afterwards; the next
 * login clears it. A store rather than router state, so a page that sends a guest to /login on its own
 * (when the user disappears) cannot lose it.
 */
export const $expiredSession = createStore<{ from: string | null } | null>(null)
  .on(sessionExpired, (_, expiry) => expiry)
  .reset(userLoggedIn);

/** True until the start-up restore has finished. */
export const $sessionLoading = createStore(true).on([sessionRestored, userLoggedIn, userLoggedOut], () => false);

// Every API call made in this scope after a session change carries the right bearer token (or none).
sample({
  clock: [sessionRestored, userLoggedIn, userLoggedOut],
  source: $sessionUser,
  fn: (user) => user?.token ?? null,
  target: $authToken,
});

/**
 * An admin is signed in and the scope already carries the admin's token: the admin lists load only then. Set on the
 * same session events as the token, in the same pass, so a list's first call can never go out without it.
 */
export const $isAdmin = createStore(false);
sample({
  clock: [sessionRestored, userLoggedIn, userLoggedOut],
  source: $sessionUser,
  fn: (user) => user?.userType === 'admin',
  target: $isAdmin,
});

/** A tutor is signed in and the scope carries their token: the tutor's own lists (My Applications) load only then. */
export const $isTutor = createStore(false);
sample({
  clock: [sessionRestored, userLoggedIn, userLoggedOut],
  source: $sessionUser,
  fn: (user) => user?.userType === 'tutor',
  target: $isTutor,
});

/** A guardian/student or a tutor is signed in and the scope carries their token: the member's inbox polls only then. */
export const $isMember = createStore(false);
sample({
  clock: [sessionRestored, userLoggedIn, userLoggedOut],
  source: $sessionUser,
  fn: (user) => user?.userType === 'student' || user?.userType === 'tutor',
  target: $isMember,
});

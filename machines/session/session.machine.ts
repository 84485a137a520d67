import { assertEvent, assign, fromPromise, setup } from 'xstate';

import type { SessionUserDto, UserType } from '../../src/shared/api/contract';

export type SessionUserType = UserType;

/** The signed-in user as the client keeps it (spec section 3, "Session user"): the contract's session user. */
export type SessionUser = SessionUserDto;

export interface SessionContext {
  user: SessionUser | null;
}

export type SessionEvent =
  | { type: 'session.login'; user: SessionUser }
  | { type: 'session.logout' }
  /** The server answered 401 to a call made with this session's token: it expired or was revoked. */
  | { type: 'session.expire' };

/** What /login says to a member whose session ended under them. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * The session: restored from storage at start-up, set at login, cleared at logout whatever
 * the logout call answers. Storage, the API call and navigation are supplied with `.provide()`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the stored session; resolves to the user, or null when there is none. */
    restoreSession: fromPromise<SessionUser | null>(async () => {
      throw new Error('sessionMachine: provide the restoreSession actor');
    }),
    /** The logout API call for the signed-in user. */
    logout: fromPromise<unknown, { user: SessionUser | null }>(async () => {
      throw new Error('sessionMachine: provide the logout actor');
    }),
  },
  actions: {
    /** Tells the rest of the app what the restore found (user or nobody). */
    announceRestoredSession: (_, _params: { user: SessionUser | null }) => {},
    /** Writes the five storage keys for the user who just logged in. */
    persistSession: (_, _params: { user: SessionUser }) => {},
    /** Removes all five storage keys. */
    clearSession: () => {},
    /** Sends the browser to /login. */
    goToLogin: () => {},
    /**
     * Sends the browser to the login page of the user's kind with SESSION_EXPIRED_MESSAGE, remembering the page
     * they were on (path and search) so the login returns there.
     */
    goToLoginAfterExpiry: (_, _params: { user: SessionUser | null }) => {},
    /** A failed logout call is only logged (spec section 8). */
    logLogoutError: (_, _params: { error: unknown }) => {},
    setUser: assign({
      user: (_, params: { user: SessionUser | null }) => params.user,
    }),
    forgetUser: assign({ user: null }),
  },
  guards: {
    hasStoredUser: (_, params: { user: SessionUser | null }) => params.user !== null,
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: { user: null },
  on: {
    // A login during start-up wins over whatever the restore would have found.
    'session.login': {
      target: '.authenticated',
      actions: [
        { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        {
          type: 'persistSession',
          params: ({ event }) => {
            assertEvent(event, 'session.login');
            return { user: event.user };
          },
        },
      ],
    },
  },
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasStoredUser', params: ({ event }) => ({ user: event.output }) },
            target: 'authenticated',
            actions: [
              { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
              { type: 'announceRestoredSession', params: ({ event }) => ({ user: event.output }) },
            ],
          },
          {
            target: 'anonymous',
            actions: { type: 'announceRestoredSession', params: { user: null } },
          },
        ],
        // Unreadable storage is the same as no stored session.
        onError: {
          target: 'anonymous',
          actions: { type: 'announceRestoredSession', params: { user: null } },
        },
      },
    },
    anonymous: {},
    authenticated: {
      on: {
        'session.logout': 'loggingOut',
        'session.expire': {
          target: 'expired',
          actions: [
            // First, while the page the user was on is still the current address.
            { type: 'goToLoginAfterExpiry', params: ({ context }) => ({ user: context.user }) },
            'clearSession',
            'forgetUser',
          ],
        },
      },
    },
    // Signed out by the server, not by the user: nothing to call; the next login starts a new session.
    // Further 401s of calls that were already under way land here and change nothing.
    expired: {
      tags: ['expired'],
    },
    loggingOut: {
      tags: ['loggingOut'],
      // Logging in again while the old session is being ended is not offered.
      on: { 'session.login': {} },
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ user: context.user }),
        onDone: {
          target: 'anonymous',
          actions: ['forgetUser', 'clearSession', 'goToLogin'],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'logLogoutError', params: ({ event }) => ({ error: event.error }) },
            'forgetUser',
            'clearSession',
            'goToLogin',
          ],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

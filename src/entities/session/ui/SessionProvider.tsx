import { createWatch } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useEffect, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { sessionMachine, type SessionUser } from '@machines/session';
import { authApi, authTokenRejected, callInScope } from '@/shared/api';
import {
  browserStorage,
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type SessionStorage,
} from '../lib/session-storage';
import { SessionActor } from '../model/session-actor';
import { sessionExpired, sessionRestored, userLoggedIn, userLoggedOut } from '../model/session';

export interface SessionProviderProps {
  children: ReactNode;
  /** Called when logout has finished; the app sends the router to /login. */
  onLoggedOut: () => void;
  /**
   * Called when the server ended the session under the user (a 401 to a call made with its token); the app
   * sends the router to the login page with the notice and the page to come back to.
   */
  onSessionExpired?: (user: SessionUser | null) => void;
  /** The page the user is on (path and search), to return to after the next login; the browser's address by default. */
  currentPath?: () => string;
  /** Where the five keys live; `localStorage` by default. */
  storage?: SessionStorage;
  /** The logout API call, made in the provided scope (with its token); `authApi.logout` by default. */
  requestLogout?: () => Promise<unknown>;
  /** Reads the stored user at start-up; from `storage` by default (a story holds the restore with one that never answers). */
  restoreSession?: () => Promise<SessionUser | null>;
}

/** Runs the session machine for the app, with real storage, API and navigation. */
export function SessionProvider({
  children,
  onLoggedOut,
  onSessionExpired: goToLoginAfterExpiry = () => onLoggedOut(),
  currentPath = () => `${window.location.pathname}${window.location.search}`,
  storage,
  requestLogout = authApi.logout,
  restoreSession,
}: SessionProviderProps) {
  const mirror = useUnit({ sessionRestored, userLoggedIn, userLoggedOut, sessionExpired });
  const scope = useProvidedScope();
  const [defaultStorage] = useState(browserStorage);
  const store = storage ?? defaultStorage;
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => (restoreSession ? restoreSession() : readStoredSession(store))),
      // The machine runs outside Effector: its logout call is sent in this scope, with the session's token.
      logout: fromPromise(() => (scope ? callInScope(scope, requestLogout) : requestLogout())),
    },
    actions: {
      announceRestoredSession: (_, { user }) => mirror.sessionRestored(user),
      persistSession: (_, { user }) => {
        writeStoredSession(store, user);
        mirror.userLoggedIn(user);
      },
      clearSession: () => {
        clearStoredSession(store);
        mirror.userLoggedOut();
      },
      goToLogin: () => onLoggedOut(),
      goToLoginAfterExpiry: (_, { user }) => {
        // The admin login opens the admin area; only members come back to the page they were on.
        mirror.sessionExpired({ from: user?.userType === 'admin' ? null : currentPath() });
        goToLoginAfterExpiry(user);
      },
      logLogoutError: (_, { error }) => {
        console.error('Logout call failed; the session was cleared anyway.', error);
      },
    },
  });
  return (
    <SessionActor.Provider logic={logic}>
      <EndSessionOnExpiry />
      {children}
    </SessionActor.Provider>
  );
}

/** Any call of this scope's request layer answered 401 to the session's token ends the session here, once for the app. */
function EndSessionOnExpiry() {
  const actorRef = SessionActor.useActorRef();
  const scope = useProvidedScope();
  useEffect(
    () =>
      createWatch({
        unit: authTokenRejected,
        fn: () => actorRef.send({ type: 'session.expire' }),
        ...(scope ? { scope } : {}),
      }),
    [actorRef, scope],
  );
  return null;
}

import { useActorRef } from '@xstate/react';
import { useUnit } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { sessionMachine, type SessionUser } from '@machines/session';
import { authApi } from '@/shared/api';
import { inspect } from '@/shared/lib/inspect';
import {
  browserStorage,
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type SessionStorage,
} from '../lib/session-storage';
import { SessionActorContext } from '../model/session-actor';
import { sessionRestored, userLoggedIn, userLoggedOut } from '../model/session';

export interface SessionProviderProps {
  children: ReactNode;
  /** Called when logout has finished; the app sends the router to /login. */
  onLoggedOut: () => void;
  /** Where the five keys live; `localStorage` by default. */
  storage?: SessionStorage;
  /** The logout API call; `authApi.logout` by default. */
  requestLogout?: () => Promise<unknown>;
  /** Reads the stored user at start-up; from `storage` by default (a story holds the restore with one that never answers). */
  restoreSession?: () => Promise<SessionUser | null>;
}

/** Runs the session machine for the app, with real storage, API and navigation. */
export function SessionProvider({
  children,
  onLoggedOut,
  storage,
  requestLogout = authApi.logout,
  restoreSession,
}: SessionProviderProps) {
  const mirror = useUnit({ sessionRestored, userLoggedIn, userLoggedOut });
  const [defaultStorage] = useState(browserStorage);
  const store = storage ?? defaultStorage;
  const actorRef = useActorRef(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => (restoreSession ? restoreSession() : readStoredSession(store))),
        logout: fromPromise(() => requestLogout()),
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
        logLogoutError: (_, { error }) => {
          console.error('Logout call failed; the session was cleared anyway.', error);
        },
      },
    }),
    { inspect },
  );
  return <SessionActorContext.Provider value={actorRef}>{children}</SessionActorContext.Provider>;
}

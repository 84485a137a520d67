import { createWatch } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { sessionMachine } from '@machines/session';
import { authApi, authTokenRejected, callInScope } from '@/shared/api';
import {
  browserStorage,
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
} from '../lib/session-storage';
import { SessionActor } from '../model/session-actor';
import type { SessionChannel } from '../model/session-channel';
import { sessionExpired, sessionRestored, userLoggedIn, userLoggedOut } from '../model/session';
import type { SessionProviderProps } from './SessionProvider';

/**
 * Runs the session machine for the app, with real storage, API and navigation (SessionProvider loads this module after
 * the first render and passes its props and the commands' channel).
 */
export function SessionMachine({
  channel,
  onLoggedOut,
  onSessionExpired: goToLoginAfterExpiry = () => onLoggedOut(),
  currentPath = () => `${window.location.pathname}${window.location.search}`,
  storage,
  requestLogout = authApi.logout,
  restoreSession,
}: Omit<SessionProviderProps, 'children'> & { channel: SessionChannel }) {
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
      <AttachCommands channel={channel} />
      <EndSessionOnExpiry />
    </SessionActor.Provider>
  );
}

/** The pages' commands (login, logout) go to this actor from now on, with those sent while it was loading. */
function AttachCommands({ channel }: { channel: SessionChannel }) {
  const actorRef = SessionActor.useActorRef();
  useEffect(() => channel.attach(actorRef), [actorRef, channel]);
  return null;
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

import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine, SessionUser } from '@machines/session';

export type SessionActorRef = ActorRefFrom<SessionMachine>;

export const SessionActorContext = createContext<SessionActorRef | null>(null);

export interface SessionCommands {
  /** Starts the session after a successful login: sets the user and writes the five keys. */
  logIn(user: SessionUser): void;
  /** Calls logout, then clears the session and goes to /login whatever the call answered. */
  logOut(): void;
}

export function useSessionCommands(): SessionCommands {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionCommands() must be used inside <SessionProvider>');
  return useMemo(
    () => ({
      logIn: (user) => actor.send({ type: 'session.login', user }),
      logOut: () => actor.send({ type: 'session.logout' }),
    }),
    [actor],
  );
}

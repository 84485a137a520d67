import { useMemo } from 'react';
import { sessionMachine, type SessionUser } from '@machines/session';
import { createFlowActor } from '@/shared/lib/inspect';

/** The session machine's actor for React: `SessionProvider` gives it the app's (or a test's) `.provide()`d logic. */
export const SessionActor = createFlowActor(sessionMachine);

export interface SessionCommands {
  /** Starts the session after a successful login: sets the user and writes the five keys. */
  logIn(user: SessionUser): void;
  /** Calls logout, then clears the session and goes to /login whatever the call answered. */
  logOut(): void;
}

export function useSessionCommands(): SessionCommands {
  const actor = SessionActor.useActorRef();
  return useMemo(
    () => ({
      logIn: (user) => actor.send({ type: 'session.login', user }),
      logOut: () => actor.send({ type: 'session.logout' }),
    }),
    [actor],
  );
}

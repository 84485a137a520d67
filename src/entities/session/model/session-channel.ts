import { createContext, useContext, useMemo } from 'react';
import type { SessionEvent, SessionUser } from '@machines/session';

/**
 * The way to the session machine's actor (issue 15, "ship less"): the machine and xstate load after the first render
 * (ui/SessionMachine.tsx), so the pages' commands go through this channel; one sent before the actor is there waits
 * for it and is sent in order once it attaches.
 */
export interface SessionChannel {
  send(event: SessionEvent): void;
  /** The running actor takes the commands (and those that waited); detaching makes them wait again. */
  attach(actor: { send(event: SessionEvent): void }): () => void;
}

export function createSessionChannel(): SessionChannel {
  let actor: { send(event: SessionEvent): void } | null = null;
  const waiting: SessionEvent[] = [];
  return {
    send(event) {
      if (actor) actor.send(event);
      else waiting.push(event);
    },
    attach(next) {
      actor = next;
      for (const event of waiting.splice(0)) next.send(event);
      return () => {
        if (actor === next) actor = null;
      };
    },
  };
}

export const SessionChannelContext = createContext<SessionChannel | null>(null);

export interface SessionCommands {
  /** Starts the session after a successful login: sets the user and writes the five keys. */
  logIn(user: SessionUser): void;
  /** Calls logout, then clears the session and goes to /login whatever the call answered. */
  logOut(): void;
}

export function useSessionCommands(): SessionCommands {
  const channel = useContext(SessionChannelContext);
  if (!channel) throw new Error('useSessionCommands needs a SessionProvider');
  return useMemo(
    () => ({
      logIn: (user) => channel.send({ type: 'session.login', user }),
      logOut: () => channel.send({ type: 'session.logout' }),
    }),
    [channel],
  );
}

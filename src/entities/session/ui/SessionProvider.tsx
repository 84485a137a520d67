import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { SessionUser } from '@machines/session';
import type { SessionStorage } from '../lib/session-storage';
import { createSessionChannel, SessionChannelContext, type SessionChannel } from '../model/session-channel';

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

type MachineProps = Omit<SessionProviderProps, 'children'> & { channel: SessionChannel };

let machineModule: Promise<ComponentType<MachineProps>> | null = null;
/** The machine once its module is there: a SessionProvider rendered after that runs it from its first render. */
let loadedMachine: ComponentType<MachineProps> | null = null;
/**
 * The session machine's module (xstate with it), fetched once. The app starts it early and waits for it before
 * rendering a signed-in member's page (main.tsx); tests and stories wait for it before rendering too.
 */
export function loadSessionMachine(): Promise<ComponentType<MachineProps>> {
  machineModule ??= import('./SessionMachine').then((module) => (loadedMachine = module.SessionMachine));
  return machineModule;
}

/**
 * The session for the app: the session machine (ui/SessionMachine.tsx, with xstate) is not in the initial JS (issue 15,
 * "ship less"); it runs once its module is there (from the first render when it was loaded before), the session
 * "restoring" until then. Commands sent meanwhile wait for it (model/session-channel.ts).
 */
export function SessionProvider({ children, ...wiring }: SessionProviderProps) {
  const [channel] = useState(createSessionChannel);
  // It renders nothing, so a page taken over from the server hydrates alike with it or without it.
  const [Machine, setMachine] = useState<ComponentType<MachineProps> | null>(() => loadedMachine);
  useEffect(() => {
    if (Machine) return;
    let live = true;
    void loadSessionMachine().then((loaded) => {
      if (live) setMachine(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [Machine]);
  return (
    <SessionChannelContext.Provider value={channel}>
      {Machine ? <Machine {...wiring} channel={channel} /> : null}
      {children}
    </SessionChannelContext.Provider>
  );
}

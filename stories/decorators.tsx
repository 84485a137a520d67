import type { Decorator } from '@storybook/react-vite';
import { fork, type Effect, type StoreWritable } from 'effector';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '@/app/entrypoint/AppProviders';
import { $sessionLoading, $sessionUser, createMemoryStorage, writeStoredSession, type SessionUser } from '@/entities/session';
import { fetchUnreadCountFx } from '@/entities/member-notification';
import { fetchNotificationsFx } from '@/widgets/admin-layout';
import { $authToken } from '@/shared/api';
import { routes } from '@/shared/config';
import { RouterSync } from '@/shared/lib/router-sync';

/* eslint-disable @typescript-eslint/no-explicit-any -- Effector's own fork() typing for values/handlers */
type StoreValues = Array<[StoreWritable<any>, any]>;
type EffectHandlers = Array<[Effect<any, any, any>, (params: any) => any]>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Answers every story gets unless it gives its own: the admin layout's notification bell polls, and a story
 * has no server to ask (a story's own handler for the same effect comes later and wins).
 */
const DEFAULT_HANDLERS: EffectHandlers = [
  [fetchNotificationsFx, async () => ({ notifications: [], unread: 0 })],
  // A member's header bell asks for its count.
  [fetchUnreadCountFx, async () => ({ unreadCount: 0 })],
];

/** Story parameters read by `withApp`. */
export interface AppStoryParameters {
  /** The signed-in user (restored from an in-memory storage); null or absent: logged out. */
  session?: SessionUser | null;
  /** The address the memory router starts at. Default '/'. */
  route?: string;
  /** The route pattern the story is mounted at, so `useParams` works (e.g. '/dashboard/:id'). Default '*'. */
  path?: string;
  /** Effector store values and effect handlers for the story's scope (no server needed). */
  effector?: { values?: StoreValues; handlers?: EffectHandlers };
  /** The session machine's calls, to hold it in a state (e.g. a restore or a logout that never answers). */
  sessionCalls?: { restore?: () => Promise<SessionUser | null>; logout?: () => Promise<unknown> };
  /** The machine states the story shows, `'<machine id>.<state path>'`; tests/machines/machine-stories.test.ts checks them. */
  machineStates?: readonly string[];
}

/** Hands the story router's `navigate` to the session, which sits above the router (as in the app). */
function CaptureNavigate({ navigateRef }: { navigateRef: RefObject<NavigateFunction | null> }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigateRef, navigate]);
  return null;
}

function AppFrame({ parameters, children }: { parameters: AppStoryParameters; children: ReactNode }) {
  const session = parameters.session ?? null;
  const calls = parameters.sessionCalls;
  const [scope] = useState(() =>
    fork({
      // Seeded as well as restored, so the first paint already shows the session (and the scope's calls carry its token).
      values: [
        [$sessionUser, session],
        [$authToken, session?.token ?? null],
        [$sessionLoading, false],
        ...(parameters.effector?.values ?? []),
      ],
      handlers: [...DEFAULT_HANDLERS, ...(parameters.effector?.handlers ?? [])],
    }),
  );
  const [storage] = useState(() => {
    const memory = createMemoryStorage();
    if (session) writeStoredSession(memory, session);
    return memory;
  });
  const navigateRef = useRef<NavigateFunction | null>(null);
  return (
    <AppProviders
      scope={scope}
      session={{
        storage,
        requestLogout: calls?.logout ?? (async () => ({ message: 'Logged out' })),
        restoreSession: calls?.restore,
        onLoggedOut: () => void navigateRef.current?.(routes.login),
      }}
    >
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        <CaptureNavigate navigateRef={navigateRef} />
        {/* The router tells the scope its address, as in the app: list screens load from it. */}
        <RouterSync />
        <Routes>
          <Route path={parameters.path ?? '*'} element={children} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}

/** Wraps every story like the app: theme, toasts, modals, an Effector scope, the session and a router. */
export const withApp: Decorator = (Story, context) => (
  <AppFrame key={context.id} parameters={context.parameters as AppStoryParameters}>
    <Story />
  </AppFrame>
);

/** A 360 px wide phone, the narrowest screen Shikhon supports: spread into a story's parameters and globals. */
export const narrowScreen = {
  parameters: {
    viewport: {
      options: {
        narrow360: { name: 'Narrow phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'narrow360', isRotated: false } },
} as const;

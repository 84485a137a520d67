import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { AppProviders } from '@/app/entrypoint/AppProviders';
import {
  createMemoryStorage,
  loadSessionMachine,
  writeStoredSession,
  type SessionStorage,
  type SessionUser,
} from '@/entities/session';
import { routes as appPaths } from '@/shared/config';
import { RouterSyncOutlet } from '@/shared/lib/router-sync';


// The session machine is loaded after the app's first render (issue 15); tests render with it there, as the app does
// for a signed-in member.
await loadSessionMachine();

export interface RenderWithProvidersOptions {
  /** The address the memory router starts at, or that address with history state. Default '/'. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern `ui` is mounted at (e.g. '/dashboard/:id'). Default '*', every address. */
  path?: string;
  /** More routes beside `ui`, e.g. a stand-in for the page a flow navigates to. */
  routes?: RouteObject[];
  /** A signed-in user, stored under the five keys before the session restores. Default: logged out. */
  session?: SessionUser | null;
  /** The logout API call. Default: resolves. */
  requestLogout?: () => Promise<unknown>;
  /** An Effector scope prepared by the test (`fork({ values })`). Default: a fresh `fork()`. */
  scope?: Scope;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  storage: SessionStorage;
  scope: Scope;
  requestLogout: Mock<() => Promise<unknown>>;
}

/**
 * Renders like the app does, through the app's own `AppProviders`: Mantine (env "test": no transitions), notifications, modals, an
 * Effector scope, the real session machine (memory storage, logout call faked) and a memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', routes = [], session = null, requestLogout, scope = fork() }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const storage = createMemoryStorage();
  if (session) writeStoredSession(storage, session);
  const logout = vi.fn<() => Promise<unknown>>(requestLogout ?? (async () => ({ message: 'Logged out' })));
  // The root route tells the scope every address, as in the app (list screens load from it).
  const router = createMemoryRouter([{ element: <RouterSyncOutlet />, children: [...routes, { path, element: ui }] }], {
    initialEntries: [route],
  });
  const goToLogin = () => {
    void router.navigate(appPaths.login);
  };
  const result = render(
    <AppProviders
      scope={scope}
      env="test"
      session={{
        onLoggedOut: goToLogin,
        onSessionExpired: () => void router.navigate(appPaths.login, { replace: true }),
        currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
        storage,
        requestLogout: logout,
      }}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user: userEvent.setup(), router, storage, scope, requestLogout: logout };
}

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void };
}

/**
 * Resizes happy-dom's viewport; Mantine's `hiddenFrom`/`visibleFrom` media queries follow it.
 * Default happy-dom width is 1024 px (a wide screen); 360 px is the narrowest phone we support.
 */
export function setViewport(width: number, height = 800): void {
  const api = (window as unknown as HappyDomWindow).happyDOM;
  if (!api) throw new Error('setViewport needs the happy-dom environment');
  api.setViewport({ width, height });
  window.dispatchEvent(new Event('resize'));
}

import { MantineProvider } from '@mantine/core';
import type { Scope } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SessionProvider, type SessionProviderProps } from '@/entities/session';
import { bindRequestsToScope } from '@/shared/api';
import { cssVariablesResolver, theme } from '@/shared/config';

export interface AppProvidersProps {
  /** The Effector scope every page reads (the app forks one; tests and stories fork theirs with values). */
  scope: Scope;
  /** The session machine's wiring: navigation after logout or expiry, and (tests, stories) storage and calls. */
  session: Omit<SessionProviderProps, 'children'>;
  /** 'test' turns Mantine's transitions off (tests); the app and Storybook leave it unset. */
  env?: 'test';
  /** The router (the app's, a test's memory router or a story's). */
  children: ReactNode;
}

type ToastsProps = { limit: number; position: 'top-center'; zIndex: number };

/**
 * The toasts' container, fetched once the app is on screen (issue 15, "ship less"): it shows nothing until the first
 * toast, so it is no part of the first screen, and the server's page and the browser's first render both go without
 * it. A toast shown before it arrives waits in the notifications store and appears with it.
 */
function Toasts(props: ToastsProps) {
  const [Container, setContainer] = useState<ComponentType<ToastsProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('./toasts-container').then(({ Notifications }) => {
      if (live) setContainer(() => Notifications);
    });
    return () => {
      live = false;
    };
  }, []);
  return Container ? <Container {...props} /> : null;
}

/**
 * Everything the pages stand on, in one order for the app, the tests and Storybook: theme, toasts,
 * the Effector scope (whose `$authToken` every API call of the app carries) and the session.
 */
export function AppProviders({ scope, session, env, children }: AppProvidersProps) {
  // API calls made outside Effector (an XState actor's promise, a click handler) carry this scope's token while the
  // app is mounted; calls made in the scope's effects carry it anyway. Bound before any page's effect runs.
  useLayoutEffect(() => bindRequestsToScope(scope), [scope]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      {/* Spec section 9: at most 20 toasts at once, top centre. */}
      <Toasts limit={20} position="top-center" zIndex={1000} />
      {/* No ModalsProvider: nothing opens a modal through @mantine/modals (each dialog is its own Modal). */}
      <EffectorProvider value={scope}>
        <SessionProvider {...session}>{children}</SessionProvider>
      </EffectorProvider>
    </MantineProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { Scope } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import type { ReactNode } from 'react';
import { SessionProvider, type SessionProviderProps } from '@/entities/session';
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

/**
 * Everything the pages stand on, in one order for the app, the tests and Storybook: theme, toasts,
 * modals, the Effector scope and the session.
 */
export function AppProviders({ scope, session, env, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      {/* Spec section 9: at most 20 toasts at once, top centre. */}
      <Notifications limit={20} position="top-center" zIndex={1000} />
      <ModalsProvider>
        <EffectorProvider value={scope}>
          <SessionProvider {...session}>{children}</SessionProvider>
        </EffectorProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

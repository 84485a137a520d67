import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { fork } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider, type SessionUser } from '@/entities/session';
import { cssVariablesResolver, routes, theme } from '@/shared/config';
import { router } from '../router/router';
import { useAccountLanguage } from './account-language';

const goToLogin = () => {
  void router.navigate(routes.login);
};

// The login page reads the notice and the way back from the session entity ($expiredSession).
const goToLoginAfterExpiry = (user: SessionUser | null) => {
  void router.navigate(user?.userType === 'admin' ? routes.adminLogin : routes.login, { replace: true });
};

/** The account's language, inside the session (issue 16). */
function AccountLanguage() {
  useAccountLanguage();
  return null;
}

/** Everything the pages stand on: theme, toasts, modals, Effector scope, session and router. */
export function App() {
  const [scope] = useState(() => fork());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Spec section 9: at most 20 toasts at once, top centre. */}
      <Notifications limit={20} position="top-center" zIndex={1000} />
      <ModalsProvider>
        <EffectorProvider value={scope}>
          <SessionProvider onLoggedOut={goToLogin} onSessionExpired={goToLoginAfterExpiry}>
            <AccountLanguage />
            <RouterProvider router={router} />
          </SessionProvider>
        </EffectorProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

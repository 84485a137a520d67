import { allSettled, fork } from 'effector';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { SessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { addressShown } from '@/shared/lib/router-sync';
import { AppProviders } from './AppProviders';
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
export function App({ values }: { values?: Record<string, unknown> }) {
  // The values are the server's scope when the page came rendered from it (main.tsx): its data is not fetched again.
  const [scope] = useState(() => fork(values ? { values } : undefined));
  // Every navigation is told to the scope as it happens, before the new page's effects ask for their data.
  useEffect(
    () => router.subscribe(({ location }) => void allSettled(addressShown, { scope, params: location })),
    [scope],
  );
  return (
    <AppProviders scope={scope} session={{ onLoggedOut: goToLogin, onSessionExpired: goToLoginAfterExpiry }}>
      <AccountLanguage />
      <RouterProvider router={router} />
    </AppProviders>
  );
}

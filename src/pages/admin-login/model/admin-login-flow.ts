import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { adminLoginMachine } from '@machines/admin-login';
import { useSessionCommands } from '@/entities/session';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import type { AdminLoginLogic } from './admin-login-actor';

/** The admin login machine calling the API; tests and stories give their own `adminLoginMachine.provide(...)`. */
export const adminLoginLogic: AdminLoginLogic = adminLoginMachine.provide({
  actors: { login: fromPromise(({ input }) => authApi.login(input)) },
});

/** The admin login logic wired to the session and the router. */
export function useAdminLoginLogic(logic: AdminLoginLogic): AdminLoginLogic {
  const navigate = useNavigate();
  const { logIn } = useSessionCommands();
  return logic.provide({
    actions: {
      storeSession: (_, { user }) => {
        const { id, name, token, userType } = user;
        logIn({ id, name, token, userType });
      },
      goToDashboard: () => void navigate(routes.admin),
    },
  });
}

import { useMachine } from '@xstate/react';
import { useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { adminLoginMachine } from '@machines/admin-login';
import { useSessionCommands } from '@/entities/session';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import { inspect } from '@/shared/lib/inspect';
import { AdminLoginFlowOverrides } from './flow-overrides';

/** The admin login machine wired to the API, the session and the router. */
export function useAdminLoginFlow() {
  const overrides = useContext(AdminLoginFlowOverrides);
  const navigate = useNavigate();
  const { logIn } = useSessionCommands();
  const machine = adminLoginMachine.provide({
    actors: {
      login: overrides.actors?.login ?? fromPromise(({ input }) => authApi.login(input)),
    },
    actions: {
      storeSession: (_, { user }) => {
        const { id, name, token, userType } = user;
        logIn({ id, name, token, userType });
      },
      goToDashboard: () => void navigate(routes.admin),
    },
  });
  return useMachine(machine, { inspect, snapshot: overrides.snapshot });
}

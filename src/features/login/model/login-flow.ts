import { useMachine } from '@xstate/react';
import { useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/login';
import { useSessionCommands } from '@/entities/session';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import { inspect } from '@/shared/lib/inspect';
import { toast } from '@/shared/ui/toast';
import { LoginFlowOverrides } from './flow-overrides';

/** The login machine wired to the API, the session, toasts and the router. */
export function useLoginFlow() {
  const overrides = useContext(LoginFlowOverrides);
  const navigate = useNavigate();
  const { logIn } = useSessionCommands();
  const machine = loginMachine.provide({
    actors: {
      login: overrides.actors?.login ?? fromPromise(({ input }) => authApi.login(input)),
    },
    actions: {
      notifySuccess: (_, { message }) => void toast.success(message),
      storeSession: (_, { user }) => {
        const { id, name, token, userType, tutorId } = user;
        logIn(tutorId === undefined ? { id, name, token, userType } : { id, name, token, userType, tutorId });
      },
      goToDashboard: (_, { id }) => void navigate(routes.dashboard(id)),
    },
  });
  return useMachine(machine, { inspect, snapshot: overrides.snapshot });
}

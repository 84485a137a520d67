import { useMachine } from '@xstate/react';
import { useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/login';
import { useSessionCommands } from '@/entities/session';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import { inspect } from '@/shared/lib/inspect';
import { toast } from '@/shared/ui/toast';
import { returnPathFrom } from '../lib/return-path';
import { LoginFlowOverrides } from './flow-overrides';

/**
 * The login machine wired to the API, the session, toasts and the router. After a successful
 * login it opens the page that sent the visitor here (`location.state.from`, a same-site path),
 * else the dashboard; `returnPath` says which, for the form's text.
 */
export function useLoginFlow() {
  const overrides = useContext(LoginFlowOverrides);
  const navigate = useNavigate();
  const returnPath = returnPathFrom(useLocation().state);
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
      goToDashboard: (_, { id }) => void navigate(returnPath ?? routes.dashboard(id)),
    },
  });
  const [snapshot, send] = useMachine(machine, { inspect, snapshot: overrides.snapshot });
  return { snapshot, send, returnPath };
}

import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/login';
import { $expiredSession, SESSION_EXPIRED_MESSAGE, useSessionCommands } from '@/entities/session';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import { toast } from '@/shared/ui/toast';
import { returnPathFrom } from '../lib/return-path';
import type { LoginLogic } from './login-actor';

/** The login machine calling the API; tests and stories give their own `loginMachine.provide(...)`. */
export const loginLogic: LoginLogic = loginMachine.provide({
  actors: { login: fromPromise(({ input }) => authApi.login(input)) },
});

/**
 * The login logic wired to the session, toasts and the router. After a successful
 * login it opens the page that sent the visitor here (`location.state.from`, a same-site path),
 * (or the page whose session expired), else the dashboard; `returnPath` says which, for the form's text, and
 * `notice` is the "session expired" sentence when that is why the member is here.
 */
export function useLoginFlow(logic: LoginLogic) {
  const navigate = useNavigate();
  const locationState: unknown = useLocation().state;
  const expiredSession = useUnit($expiredSession);
  // Kept from the first render: the login itself clears the expiry, and the way back must outlive it.
  const [expiredReturnPath] = useState(() => returnPathFrom(expiredSession));
  const returnPath = returnPathFrom(locationState) ?? expiredReturnPath;
  const notice = expiredSession ? SESSION_EXPIRED_MESSAGE : null;
  const { logIn } = useSessionCommands();
  const wired = logic.provide({
    actions: {
      notifySuccess: (_, { message }) => void toast.success(message),
      storeSession: (_, { user }) => {
        const { id, name, token, userType, tutorId } = user;
        logIn(tutorId === undefined ? { id, name, token, userType } : { id, name, token, userType, tutorId });
      },
      goToDashboard: (_, { id }) => void navigate(returnPath ?? routes.dashboard(id)),
    },
  });
  return { logic: wired, returnPath, notice };
}

import { useMachine } from '@xstate/react';
import { useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '@machines/password-reset';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import { inspect } from '@/shared/lib/inspect';
import { PasswordResetFlowOverrides } from './flow-overrides';

/** The password-reset machine wired to the API and the router. */
export function usePasswordResetFlow() {
  const overrides = useContext(PasswordResetFlowOverrides);
  const navigate = useNavigate();
  const machine = passwordResetMachine.provide({
    actors: {
      sendOtp: overrides.actors?.sendOtp ?? fromPromise(({ input }) => authApi.forgotPassword(input)),
      verifyOtp: overrides.actors?.verifyOtp ?? fromPromise(({ input }) => authApi.verifyResetOtp(input)),
      resetPassword: overrides.actors?.resetPassword ?? fromPromise(({ input }) => authApi.resetPassword(input)),
    },
    actions: {
      goToLogin: () => void navigate(routes.login),
    },
  });
  return useMachine(machine, { inspect, snapshot: overrides.snapshot });
}

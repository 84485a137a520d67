import { useMachine } from '@xstate/react';
import { useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '@machines/password-reset';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import { inspect } from '@/shared/lib/inspect';
import { PasswordResetFlowOverrides } from './flow-overrides';

/**
 * The machine's "email" is what the person typed: an e-mail address, or the mobile number of an account registered
 * by phone. The API takes it as `email` or `phone` (the server normalises the number, Bangla digits included).
 */
export function resetAddress<T extends { email: string }>(input: T): Omit<T, 'email'> & { email?: string; phone?: string } {
  const { email, ...rest } = input;
  return email.includes('@') ? { ...rest, email } : { ...rest, phone: email };
}

/** The password-reset machine wired to the API and the router. */
export function usePasswordResetFlow() {
  const overrides = useContext(PasswordResetFlowOverrides);
  const navigate = useNavigate();
  const machine = passwordResetMachine.provide({
    actors: {
      sendOtp: overrides.actors?.sendOtp ?? fromPromise(({ input }) => authApi.forgotPassword(resetAddress(input))),
      verifyOtp: overrides.actors?.verifyOtp ?? fromPromise(({ input }) => authApi.verifyResetOtp(resetAddress(input))),
      resetPassword: overrides.actors?.resetPassword ?? fromPromise(({ input }) => authApi.resetPassword(resetAddress(input))),
    },
    actions: {
      goToLogin: () => void navigate(routes.login),
    },
  });
  return useMachine(machine, { inspect, snapshot: overrides.snapshot });
}

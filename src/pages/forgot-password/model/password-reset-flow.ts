import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '@machines/password-reset';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import type { PasswordResetLogic } from './password-reset-actor';

/**
 * The machine's "email" is what the person typed: an e-mail address, or the mobile number of an account registered
 * by phone. The API takes it as `email` or `phone` (the server normalises the number, Bangla digits included).
 */
export function resetAddress<T extends { email: string }>(input: T): Omit<T, 'email'> & { email?: string; phone?: string } {
  const { email, ...rest } = input;
  return email.includes('@') ? { ...rest, email } : { ...rest, phone: email };
}

/** The password-reset machine calling the API; tests and stories give their own `passwordResetMachine.provide(...)`. */
export const passwordResetLogic: PasswordResetLogic = passwordResetMachine.provide({
  actors: {
    sendOtp: fromPromise(({ input }) => authApi.forgotPassword(resetAddress(input))),
    verifyOtp: fromPromise(({ input }) => authApi.verifyResetOtp(resetAddress(input))),
    resetPassword: fromPromise(({ input }) => authApi.resetPassword(resetAddress(input))),
  },
});

/** The password-reset logic wired to the router. */
export function usePasswordResetLogic(logic: PasswordResetLogic): PasswordResetLogic {
  const navigate = useNavigate();
  return logic.provide({ actions: { goToLogin: () => void navigate(routes.login) } });
}

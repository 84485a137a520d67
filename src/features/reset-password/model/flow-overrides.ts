import { createContext } from 'react';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type {
  ResetEmailInput,
  ResetMessageOutput,
  ResetOtpInput,
  ResetPasswordInput,
  passwordResetMachine,
} from '@machines/password-reset';

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** Stand-ins for the password-reset flow's outside world, for tests and stories; the app gives none. */
export interface PasswordResetFlowOverridesValue {
  actors?: {
    sendOtp?: PromiseActorLogic<ResetMessageOutput, ResetEmailInput>;
    verifyOtp?: PromiseActorLogic<ResetMessageOutput, ResetOtpInput>;
    resetPassword?: PromiseActorLogic<ResetMessageOutput, ResetPasswordInput>;
  };
  /** Starts the flow in this state instead of the email step (see `passwordResetMachine.resolveState`). */
  snapshot?: PasswordResetSnapshot;
}

export const PasswordResetFlowOverrides = createContext<PasswordResetFlowOverridesValue>({});

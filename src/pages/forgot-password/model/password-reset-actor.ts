import type { SnapshotFrom } from 'xstate';
import { passwordResetMachine } from '@machines/password-reset';
import { createFlowActor, type FlowProps } from '@/shared/lib/inspect';

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;
export type PasswordResetLogic = typeof passwordResetMachine;

/** The password-reset machine's actor for React; `ResetPasswordForm` gives its Provider the wired logic. */
export const PasswordResetActor = createFlowActor(passwordResetMachine);

export type PasswordResetFlowProps = FlowProps<PasswordResetLogic>;

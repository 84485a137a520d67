import type { SnapshotFrom } from 'xstate';
import { loginMachine } from '@machines/login';
import { createFlowActor, type FlowProps } from '@/shared/lib/inspect';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
export type LoginLogic = typeof loginMachine;

/** The login machine's actor for React; `LoginForm` gives its Provider the wired logic. */
export const LoginActor = createFlowActor(loginMachine);

export type LoginFlowProps = FlowProps<LoginLogic>;

import type { SnapshotFrom } from 'xstate';
import { adminLoginMachine } from '@machines/admin-login';
import { createFlowActor, type FlowProps } from '@/shared/lib/inspect';

export type AdminLoginSnapshot = SnapshotFrom<typeof adminLoginMachine>;
export type AdminLoginLogic = typeof adminLoginMachine;

/** The admin login machine's actor for React; `AdminLoginForm` gives its Provider the wired logic. */
export const AdminLoginActor = createFlowActor(adminLoginMachine);

export type AdminLoginFlowProps = FlowProps<AdminLoginLogic>;

import type { SnapshotFrom } from 'xstate';
import { tutorRequestWizardMachine, type TutorRequestInput } from '@machines/tutor-request-wizard';
import { createFlowActor, type FlowProps } from '@/shared/lib/inspect';

export type TutorRequestSnapshot = SnapshotFrom<typeof tutorRequestWizardMachine>;
export type TutorRequestLogic = typeof tutorRequestWizardMachine;

/** The tutor-request wizard's actor for React; `TutorRequestWizard` gives its Provider the wired logic. */
export const TutorRequestActor = createFlowActor(tutorRequestWizardMachine);

/** What a test or a story gives the wizard; `snapshot` starts it in that state (`resolveState`). */
export interface TutorRequestFlowProps extends FlowProps<TutorRequestLogic> {
  /** Starts the wizard with these values (a resumed request) instead of the stored draft. */
  input?: TutorRequestInput;
}

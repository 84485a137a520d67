import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { tutorRequestWizardMachine, type TutorRequestInput } from '@machines/tutor-request-wizard';
import { inspect } from '@/shared/lib/inspect';

export type TutorRequestSnapshot = SnapshotFrom<typeof tutorRequestWizardMachine>;
export type TutorRequestLogic = typeof tutorRequestWizardMachine;

/** The tutor-request wizard's actor for React; `TutorRequestWizard` gives its Provider the wired logic. */
export const TutorRequestActor = createActorContext(tutorRequestWizardMachine, { inspect });

/** What a test or a story gives the wizard: the machine `.provide()`d with a stand-in submit, its values, a state. */
export interface TutorRequestFlowProps {
  /** The machine with its calls; the default submits to the API. */
  logic?: TutorRequestLogic;
  /** Starts the wizard with these values (a resumed request) instead of the stored draft. */
  input?: TutorRequestInput;
  /** Starts the wizard in this state (see `tutorRequestWizardMachine.resolveState`). */
  snapshot?: TutorRequestSnapshot;
}

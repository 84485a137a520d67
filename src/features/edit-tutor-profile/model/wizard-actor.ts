import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { tutorProfileWizardMachine } from '@machines/tutor-profile-wizard';
import { inspect } from '@/shared/lib/inspect';

export type TutorProfileWizardSnapshot = SnapshotFrom<typeof tutorProfileWizardMachine>;
export type TutorProfileWizardLogic = typeof tutorProfileWizardMachine;

/** The profile wizard's actor for React; `TutorProfileWizard` gives its Provider the wired logic. */
export const TutorProfileWizardActor = createActorContext(tutorProfileWizardMachine, { inspect });

/** What a test or a story gives the wizard: the machine `.provide()`d with stand-in calls, and a state to start in. */
export interface TutorProfileWizardFlowProps {
  logic?: TutorProfileWizardLogic;
  /** Starts the wizard in this state instead of loading (see `tutorProfileWizardMachine.resolveState`). */
  snapshot?: TutorProfileWizardSnapshot;
}

import type { SnapshotFrom } from 'xstate';
import { tutorProfileWizardMachine } from '@machines/tutor-profile-wizard';
import { createFlowActor, type FlowProps } from '@/shared/lib/inspect';

export type TutorProfileWizardSnapshot = SnapshotFrom<typeof tutorProfileWizardMachine>;
export type TutorProfileWizardLogic = typeof tutorProfileWizardMachine;

/** The profile wizard's actor for React; `TutorProfileWizard` gives its Provider the wired logic. */
export const TutorProfileWizardActor = createFlowActor(tutorProfileWizardMachine);

/** `snapshot` starts the wizard in that state instead of loading (see `tutorProfileWizardMachine.resolveState`). */
export type TutorProfileWizardFlowProps = FlowProps<TutorProfileWizardLogic>;

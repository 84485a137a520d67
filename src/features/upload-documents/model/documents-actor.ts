import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { documentVerificationMachine } from '@machines/document-verification';
import { inspect } from '@/shared/lib/inspect';

export type DocumentVerificationSnapshot = SnapshotFrom<typeof documentVerificationMachine>;
export type DocumentVerificationLogic = typeof documentVerificationMachine;

/** The documents flow's actor for React; `DocumentsFlowProvider` gives its Provider the wired logic. */
export const DocumentVerificationActor = createActorContext(documentVerificationMachine, { inspect });

/** What a test or a story gives the flow: the machine `.provide()`d with stand-in calls, and a state to start in. */
export interface DocumentVerificationFlowProps {
  logic?: DocumentVerificationLogic;
  /** Starts the flow in this state instead of loading the status. */
  snapshot?: DocumentVerificationSnapshot;
}

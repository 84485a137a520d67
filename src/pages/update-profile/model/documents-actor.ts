import type { SnapshotFrom } from 'xstate';
import { documentVerificationMachine } from '@machines/document-verification';
import { createFlowActor, type FlowProps } from '@/shared/lib/inspect';

export type DocumentVerificationSnapshot = SnapshotFrom<typeof documentVerificationMachine>;
export type DocumentVerificationLogic = typeof documentVerificationMachine;

/** The documents flow's actor for React; `DocumentsFlowProvider` gives its Provider the wired logic. */
export const DocumentVerificationActor = createFlowActor(documentVerificationMachine);

/** `snapshot` starts the flow in that state instead of loading the status. */
export type DocumentVerificationFlowProps = FlowProps<DocumentVerificationLogic>;

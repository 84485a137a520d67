import { createContext } from 'react';
import type { PromiseActorLogic, SnapshotFrom } from 'xstate';
import type {
  DocumentStatusInfo,
  documentVerificationMachine,
  LoadStatusInput,
  UploadDocumentsInput,
  UploadDocumentsOutput,
} from '@machines/document-verification';

export type DocumentVerificationSnapshot = SnapshotFrom<typeof documentVerificationMachine>;

/** Stand-ins for the documents flow's outside world, for tests and stories; the app gives none. */
export interface DocumentVerificationOverridesValue {
  actors?: {
    loadStatus?: PromiseActorLogic<DocumentStatusInfo, LoadStatusInput>;
    uploadDocuments?: PromiseActorLogic<UploadDocumentsOutput, UploadDocumentsInput>;
  };
  /** Starts the flow in this state instead of loading the status. */
  snapshot?: DocumentVerificationSnapshot;
}

export const DocumentVerificationOverrides = createContext<DocumentVerificationOverridesValue>({});

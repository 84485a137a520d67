import { fromPromise } from 'xstate';
import {
  documentVerificationMachine,
  type DocumentStatusInfo,
  type LoadStatusInput,
  type UploadDocumentsInput,
  type UploadDocumentsOutput,
} from '@machines/document-verification';
import { noDocuments, pendingDocuments } from '../edit-tutor-profile/fixtures';

/**
 * The documents flow's two calls as stand-ins, shared by the update-profile stories, the documents panel's tests and
 * the machine's own: each answers what it is given (by default: nothing uploaded yet, and an upload that reports 100%
 * and answers the pending documents), and the calls made are recorded.
 */
export interface DocumentCalls {
  loadStatus?: (input: LoadStatusInput) => Promise<DocumentStatusInfo>;
  upload?: (input: UploadDocumentsInput) => Promise<UploadDocumentsOutput>;
}

export function documentsStandIns({
  loadStatus = async () => noDocuments,
  upload = async (input) => {
    input.onProgress({ loaded: 100, total: 100 });
    return { documents: pendingDocuments };
  },
}: DocumentCalls = {}) {
  const calls = { status: 0, uploads: [] as UploadDocumentsInput[] };
  const actors = {
    loadStatus: fromPromise<DocumentStatusInfo, LoadStatusInput>(({ input }) => {
      calls.status += 1;
      return loadStatus(input);
    }),
    uploadDocuments: fromPromise<UploadDocumentsOutput, UploadDocumentsInput>(({ input }) => {
      calls.uploads.push(input);
      return upload(input);
    }),
  };
  return { actors, calls };
}

/** The machine with the stand-ins provided, for a screen's `logic`; `uploads` are the upload calls' inputs. */
export function documentsLogic(behaviour: DocumentCalls = {}) {
  const { actors, calls } = documentsStandIns(behaviour);
  return { logic: documentVerificationMachine.provide({ actors }), uploads: calls.uploads };
}

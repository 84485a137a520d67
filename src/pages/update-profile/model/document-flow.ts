import { shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { documentGateOf, documentVerificationMachine, type DocumentGate } from '@machines/document-verification';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@/shared/config';
import { toast } from '@/shared/ui/toast';
import { documentsApi } from '../api/documents-api';
import { documentMessage } from '../lib/document-messages';
import { DocumentVerificationActor, type DocumentVerificationLogic } from './documents-actor';

export const DOCUMENT_LIMITS = {
  maxBytes: DOCUMENT_MAX_BYTES,
  mimeTypes: DOCUMENT_MIME_TYPES,
  extensions: DOCUMENT_EXTENSIONS,
} as const;

/** The document-verification machine of a tutor calling the API; tests and stories give their own `.provide()`d copy. */
export const documentVerificationLogic: DocumentVerificationLogic = documentVerificationMachine.provide({
  actors: {
    loadStatus: fromPromise(({ input }) => documentsApi.status(input.userId)),
    uploadDocuments: fromPromise(async ({ input, signal }) => ({
      documents: await documentsApi.upload({ ...input, signal }),
    })),
  },
});

/** The toasts, added to whatever logic the provider was given (a test's stand-in calls keep them). */
export function withDocumentToasts(logic: DocumentVerificationLogic): DocumentVerificationLogic {
  return logic.provide({
    actions: {
      notifyUploaded: (_, { message }) => void toast.success(documentMessage(message)),
      notifyUploadFailed: (_, { message }) => void toast.error(documentMessage(message)),
    },
  });
}

/** Where the identity documents stand, for the profile wizard's step 4 (inside `DocumentsFlowProvider`). */
export function useDocumentGate(): DocumentGate {
  return DocumentVerificationActor.useSelector((state) => documentGateOf(state.context), shallowEqual);
}

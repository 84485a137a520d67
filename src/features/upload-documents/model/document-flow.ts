import { useMachine } from '@xstate/react';
import { useContext } from 'react';
import { fromPromise } from 'xstate';
import { documentVerificationMachine } from '@machines/document-verification';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@/shared/config';
import { inspect } from '@/shared/lib/inspect';
import { toast } from '@/shared/ui/toast';
import { documentsApi } from '../api/documents-api';
import { documentMessage } from '../lib/messages';
import { DocumentVerificationOverrides } from './flow-overrides';

export const DOCUMENT_LIMITS = {
  maxBytes: DOCUMENT_MAX_BYTES,
  mimeTypes: DOCUMENT_MIME_TYPES,
  extensions: DOCUMENT_EXTENSIONS,
} as const;

/** The document-verification machine of a tutor, wired to the API and toasts. */
export function useDocumentVerificationFlow(userId: string) {
  const overrides = useContext(DocumentVerificationOverrides);
  const machine = documentVerificationMachine.provide({
    actors: {
      loadStatus: overrides.actors?.loadStatus ?? fromPromise(({ input }) => documentsApi.status(input.userId)),
      uploadDocuments:
        overrides.actors?.uploadDocuments ??
        fromPromise(async ({ input, signal }) => ({
          documents: await documentsApi.upload({ ...input, signal }),
        })),
    },
    actions: {
      notifyUploaded: (_, { message }) => void toast.success(documentMessage(message)),
      notifyUploadFailed: (_, { message }) => void toast.error(documentMessage(message)),
    },
  });
  return useMachine(machine, {
    input: { userId, limits: DOCUMENT_LIMITS },
    inspect,
    snapshot: overrides.snapshot,
  });
}

export type DocumentVerificationFlow = ReturnType<typeof useDocumentVerificationFlow>;

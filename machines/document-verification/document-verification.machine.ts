import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import type { DocumentStatus, documentUploadResponseSchema } from '../../src/shared/api/contract';

/**
 * The two identity documents of a tutor, by their multipart field names: the contract's document status names each
 * (`nationalIdUploaded`, `institutionIdUploaded`).
 */
export type DocumentKind = keyof DocumentStatus extends infer K ? (K extends `${infer D}Uploaded` ? D : never) : never;
export const DOCUMENT_KINDS = ['nationalId', 'institutionId'] as const satisfies readonly DocumentKind[];

export const DOCUMENT_LABELS: Readonly<Record<DocumentKind, string>> = {
  nationalId: 'National ID/Birth Certificate',
  institutionId: 'Institution ID',
};

/**
 * What the server says about a tutor's documents (spec section 3, "Document status"): the contract's document status;
 * the upload dates are not shown by this step.
 */
export type DocumentStatusInfo = Omit<DocumentStatus, 'nationalIdUploadDate' | 'institutionIdUploadDate'>;

/** What the documents step may accept: given by the app from the catalogue. */
export interface DocumentLimits {
  maxBytes: number;
  mimeTypes: readonly string[];
  /** Lower-case, without the dot; used when the browser reports no type. */
  extensions: readonly string[];
}

export interface DocumentVerificationInput {
  userId: string;
  limits: DocumentLimits;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface LoadStatusInput {
  userId: string;
}

export interface UploadDocumentsInput {
  userId: string;
  /** Only the newly chosen files; a document already stored may be left out. */
  files: Partial<Record<DocumentKind, File>>;
  /** Called as bytes leave the browser; it sends `upload.progress` to the machine. */
  onProgress: (progress: UploadProgress) => void;
}

/** What the upload answers (the contract's upload answer), as far as this step reads it. */
export type UploadDocumentsOutput = {
  [K in keyof Pick<z.infer<typeof documentUploadResponseSchema>, 'documents'>]: DocumentStatusInfo;
};

export interface DocumentVerificationContext {
  userId: string;
  limits: DocumentLimits;
  status: DocumentStatusInfo;
  /** Files chosen in this visit and not submitted yet. */
  files: Record<DocumentKind, File | null>;
  /** Why the last file chosen for a document was refused. */
  fileErrors: Record<DocumentKind, string | null>;
  /** A message about the whole step: both required, or the upload failed. */
  error: string | null;
  /** Set when the status could not be read; the upload controls still work. */
  statusError: string | null;
  /** Percent sent while uploading, else null. */
  progress: number | null;
}

export type DocumentVerificationEvent =
  | { type: 'files.choose'; kind: DocumentKind; file: File | null }
  | { type: 'documents.submit' }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'status.retry' };

export const DOCUMENT_MESSAGES = {
  tooLarge: {
    nationalId: 'National ID/Birth Certificate image must be less than 5MB',
    institutionId: 'Institution ID image must be less than 5MB',
  },
  wrongType: {
    nationalId: 'National ID/Birth Certificate must be a PNG or JPG image',
    institutionId: 'Institution ID must be a PNG or JPG image',
  },
  bothRequired: 'Both National ID/Birth Certificate and Institution ID are required',
  uploaded: 'Documents uploaded successfully! They will be verified by our team.',
  uploadFailed: 'Failed to upload documents. Please try again.',
  statusFailed: 'Could not check your documents. You can still upload them.',
  pending: 'Your documents have been uploaded and are pending verification.',
  verified: 'Your documents have been verified!',
  submit: 'Submit Documents for Verification',
  verifiedButton: 'Documents Verified ✓',
} as const;

export const NO_DOCUMENTS: DocumentStatusInfo = {
  nationalIdUploaded: false,
  institutionIdUploaded: false,
  documentsVerified: false,
  nationalIdPath: null,
  institutionIdPath: null,
};

/**
 * What the profile wizard's step 4 needs to know: whether each document is there (stored on the
 * server or chosen now) and whether chosen files still wait for "Submit Documents for Verification".
 */
export interface DocumentGate {
  nationalId: boolean;
  institutionId: boolean;
  hasUnsubmittedFiles: boolean;
}

export function documentGateOf(context: Pick<DocumentVerificationContext, 'status' | 'files'>): DocumentGate {
  const { status, files } = context;
  return {
    nationalId: status.nationalIdUploaded || files.nationalId !== null,
    institutionId: status.institutionIdUploaded || files.institutionId !== null,
    hasUnsubmittedFiles: files.nationalId !== null || files.institutionId !== null,
  };
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** PNG, JPG or JPEG by the type the browser reports (by the name's extension when it reports none). */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>, limits: DocumentLimits): boolean {
  if (file.type) return limits.mimeTypes.includes(file.type.toLowerCase());
  return file.name.includes('.') && limits.extensions.includes(extensionOf(file.name));
}

/** The server's own message, from an error in the shape of the API client's `{ message, fromServer }`. */
function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, fromServer } = error as { message?: unknown; fromServer?: unknown };
  return fromServer === true && typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

const chosenFiles = (files: DocumentVerificationContext['files']): Partial<Record<DocumentKind, File>> => {
  const chosen: Partial<Record<DocumentKind, File>> = {};
  for (const kind of DOCUMENT_KINDS) {
    const file = files[kind];
    if (file) chosen[kind] = file;
  }
  return chosen;
};

const withKey = <T>(record: Record<DocumentKind, T>, kind: DocumentKind, value: T) => ({ ...record, [kind]: value });

const documentVerificationSetup = setup({
  types: {
    context: {} as DocumentVerificationContext,
    events: {} as DocumentVerificationEvent,
    input: {} as DocumentVerificationInput,
  },
  actors: {
    loadStatus: fromPromise<DocumentStatusInfo, LoadStatusInput>(async () => {
      throw new Error('documentVerificationMachine: provide the loadStatus actor');
    }),
    uploadDocuments: fromPromise<UploadDocumentsOutput, UploadDocumentsInput>(async () => {
      throw new Error('documentVerificationMachine: provide the uploadDocuments actor');
    }),
  },
  actions: {
    notifyUploaded: (_, _params: { message: string }) => {},
    notifyUploadFailed: (_, _params: { message: string }) => {},
    acceptFile: assign(({ context, event }) => {
      assertEvent(event, 'files.choose');
      return {
        files: withKey(context.files, event.kind, event.file),
        fileErrors: withKey(context.fileErrors, event.kind, null),
        error: null,
      };
    }),
    refuseFile: assign(({ context, event }, params: { messages: Readonly<Record<DocumentKind, string>> }) => {
      assertEvent(event, 'files.choose');
      return {
        files: withKey(context.files, event.kind, null),
        fileErrors: withKey(context.fileErrors, event.kind, params.messages[event.kind]),
      };
    }),
    reportBothRequired: assign({ error: DOCUMENT_MESSAGES.bothRequired }),
  },
  guards: {
    isVerified: ({ context }) => context.status.documentsVerified,
    hasBothUploaded: ({ context }) => context.status.nationalIdUploaded && context.status.institutionIdUploaded,
    isFileCleared: ({ event }) => event.type === 'files.choose' && event.file === null,
    isWrongType: ({ context, event }) =>
      event.type === 'files.choose' && event.file !== null && !isAcceptedImage(event.file, context.limits),
    isTooLarge: ({ context, event }) =>
      event.type === 'files.choose' && event.file !== null && event.file.size > context.limits.maxBytes,
    hasNothingNew: ({ context }) => context.files.nationalId === null && context.files.institutionId === null,
    hasStatusError: ({ context }) => context.statusError !== null,
    hasBothDocuments: ({ context }) => {
      const gate = documentGateOf(context);
      return gate.nationalId && gate.institutionId;
    },
  },
});

// Choosing and submitting: the same whether nothing is stored yet or the stored pair is pending.
// A verified pair is final, and nothing changes while an upload runs.
const choosing = {
  'files.choose': [
    { guard: 'isFileCleared', actions: 'acceptFile' },
    { guard: 'isWrongType', actions: { type: 'refuseFile', params: { messages: DOCUMENT_MESSAGES.wrongType } } },
    { guard: 'isTooLarge', actions: { type: 'refuseFile', params: { messages: DOCUMENT_MESSAGES.tooLarge } } },
    { actions: 'acceptFile' },
  ],
  'documents.submit': [
    // Both stored and nothing new chosen: there is nothing to send.
    { guard: and(['hasNothingNew', 'hasBothDocuments']) },
    { guard: 'hasBothDocuments', target: 'uploading' },
    { actions: 'reportBothRequired' },
  ],
} as const;

/**
 * A tutor's identity documents (spec 4, "Document verification"): the status call decides the start
 * (not uploaded, uploaded/pending, verified); chosen files are checked (PNG/JPG/JPEG, at most 5 MB),
 * both documents are required, and the upload reports its progress.
 */
export const documentVerificationMachine = documentVerificationSetup.createMachine({
  id: 'documentVerification',
  context: ({ input }) => ({
    userId: input.userId,
    limits: input.limits,
    status: NO_DOCUMENTS,
    files: { nationalId: null, institutionId: null },
    fileErrors: { nationalId: null, institutionId: null },
    error: null,
    statusError: null,
    progress: null,
  }),
  initial: 'loadingStatus',
  states: {
    loadingStatus: {
      tags: ['loading'],
      invoke: {
        src: 'loadStatus',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'routing',
          actions: assign({ status: ({ event }) => event.output, statusError: null }),
        },
        onError: {
          target: 'routing',
          actions: assign({ statusError: DOCUMENT_MESSAGES.statusFailed }),
        },
      },
    },
    // Where the status puts the tutor: verified, uploaded and pending, or not uploaded.
    routing: {
      always: [
        { guard: 'isVerified', target: 'verified' },
        { guard: 'hasBothUploaded', target: 'pending' },
        { target: 'notUploaded' },
      ],
    },
    notUploaded: {
      on: {
        ...choosing,
        'status.retry': { guard: 'hasStatusError', target: 'loadingStatus' },
      },
    },
    // A tutor may replace a wrong photo while the pair awaits verification.
    pending: {
      tags: ['pending'],
      on: choosing,
    },
    verified: {
      tags: ['verified'],
    },
    uploading: {
      tags: ['loading', 'uploading'],
      entry: assign({ progress: 0, error: null }),
      on: {
        'upload.progress': {
          actions: assign({
            progress: ({ event }) =>
              event.total > 0 ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0,
          }),
        },
      },
      invoke: {
        src: 'uploadDocuments',
        input: ({ context, self }) => ({
          userId: context.userId,
          files: chosenFiles(context.files),
          onProgress: ({ loaded, total }: UploadProgress) => self.send({ type: 'upload.progress', loaded, total }),
        }),
        onDone: {
          target: 'routing',
          actions: [
            assign({
              status: ({ event }) => event.output.documents,
              files: { nationalId: null, institutionId: null },
              progress: null,
              statusError: null,
            }),
            { type: 'notifyUploaded', params: { message: DOCUMENT_MESSAGES.uploaded } },
          ],
        },
        onError: {
          target: 'routing',
          actions: [
            assign({
              progress: null,
              error: ({ event }) => serverMessage(event.error) ?? DOCUMENT_MESSAGES.uploadFailed,
            }),
            {
              type: 'notifyUploadFailed',
              params: ({ event }) => ({ message: serverMessage(event.error) ?? DOCUMENT_MESSAGES.uploadFailed }),
            },
          ],
        },
      },
    },
  },
});

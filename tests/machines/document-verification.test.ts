import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  documentGateOf,
  documentVerificationMachine,
  isAcceptedImage,
  NO_DOCUMENTS,
  type DocumentStatusInfo,
} from '@machines/document-verification';
import { ApiError } from '@/shared/api';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@/shared/config';
import { documentsStandIns, type DocumentCalls } from '../../stories/features/upload-documents/stand-ins';

const limits = { maxBytes: DOCUMENT_MAX_BYTES, mimeTypes: DOCUMENT_MIME_TYPES, extensions: DOCUMENT_EXTENSIONS };
const image = (name: string, type = 'image/png', size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const pendingStatus: DocumentStatusInfo = {
  nationalIdUploaded: true,
  institutionIdUploaded: true,
  documentsVerified: false,
  nationalIdPath: '/api/documents/files/nid?sig=a',
  institutionIdPath: '/api/documents/files/inst?sig=b',
};

/** The stand-in calls answer nothing uploaded, then this test's pending documents, unless a test says otherwise. */
function start({
  status = async () => NO_DOCUMENTS,
  upload = async () => ({ documents: pendingStatus }),
}: { status?: DocumentCalls['loadStatus']; upload?: DocumentCalls['upload'] } = {}) {
  const { actors, calls: made } = documentsStandIns({ loadStatus: status, upload });
  const calls = Object.assign(made, { uploaded: [] as string[], failed: [] as string[] });
  const machine = documentVerificationMachine.provide({
    actors,
    actions: {
      notifyUploaded: (_, { message }) => void calls.uploaded.push(message),
      notifyUploadFailed: (_, { message }) => void calls.failed.push(message),
    },
  });
  const actor = createActor(machine, { input: { userId: 'u-tutor', limits } }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.matches('loadingStatus') && !s.matches('uploading'));

describe('document verification machine: the status decides the start', () => {
  it.each([
    ['notUploaded', NO_DOCUMENTS],
    ['notUploaded', { ...NO_DOCUMENTS, nationalIdUploaded: true, nationalIdPath: '/x' }],
    ['pending', pendingStatus],
    ['verified', { ...pendingStatus, documentsVerified: true }],
  ] as const)('%s for %o', async (state, status) => {
    const { actor } = start({ status: async () => status });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.status).toEqual(status);
  });

  it('offers the upload controls when the status cannot be read, and can read it again', async () => {
    let attempt = 0;
    const { actor, calls } = start({
      status: () => (++attempt === 1 ? Promise.reject(new ApiError('Failed to fetch', 0, false)) : Promise.resolve(pendingStatus)),
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('notUploaded');
    expect(actor.getSnapshot().context.statusError).toBe('Could not check your documents. You can still upload them.');
    actor.send({ type: 'status.retry' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls.status).toBe(2);
    expect(actor.getSnapshot().context.statusError).toBeNull();
  });
});

describe('document verification machine: choosing files', () => {
  it('accepts PNG, JPG and JPEG images of at most 5 MB', async () => {
    const { actor } = start();
    await settled(actor);
    const nid = image('nid.png', 'image/png', DOCUMENT_MAX_BYTES);
    actor.send({ type: 'files.choose', kind: 'nationalId', file: nid });
    actor.send({ type: 'files.choose', kind: 'institutionId', file: image('card.JPEG', '') });
    const { files, fileErrors } = actor.getSnapshot().context;
    expect(files.nationalId).toBe(nid);
    expect(files.institutionId?.name).toBe('card.JPEG');
    expect(fileErrors).toEqual({ nationalId: null, institutionId: null });
  });

  it.each([
    ['nationalId', 'National ID/Birth Certificate image must be less than 5MB'],
    ['institutionId', 'Institution ID image must be less than 5MB'],
  ] as const)('refuses a %s image over 5 MB', async (kind, message) => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'files.choose', kind, file: image('big.jpg', 'image/jpeg', DOCUMENT_MAX_BYTES + 1) });
    expect(actor.getSnapshot().context.files[kind]).toBeNull();
    expect(actor.getSnapshot().context.fileErrors[kind]).toBe(message);
    // A good file clears the message.
    actor.send({ type: 'files.choose', kind, file: image('ok.jpg', 'image/jpeg') });
    expect(actor.getSnapshot().context.fileErrors[kind]).toBeNull();
  });

  it.each([
    ['a PDF', image('nid.pdf', 'application/pdf')],
    ['a GIF', image('nid.gif', 'image/gif')],
    ['a file with no type and no image extension', image('nid.txt', '')],
  ])('refuses %s', async (_what, file) => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'files.choose', kind: 'nationalId', file });
    expect(actor.getSnapshot().context.files.nationalId).toBeNull();
    expect(actor.getSnapshot().context.fileErrors.nationalId).toBe(
      'National ID/Birth Certificate must be a PNG or JPG image',
    );
  });

  it('ignores files once the documents are verified', async () => {
    const { actor } = start({ status: async () => ({ ...pendingStatus, documentsVerified: true }) });
    await settled(actor);
    actor.send({ type: 'files.choose', kind: 'nationalId', file: image('nid.png') });
    actor.send({ type: 'documents.submit' });
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().context.files.nationalId).toBeNull();
  });
});

describe('document verification machine: submitting', () => {
  it('needs both documents', async () => {
    const { actor, calls } = start();
    await settled(actor);
    actor.send({ type: 'files.choose', kind: 'nationalId', file: image('nid.png') });
    actor.send({ type: 'documents.submit' });
    expect(actor.getSnapshot().value).toBe('notUploaded');
    expect(actor.getSnapshot().context.error).toBe('Both National ID/Birth Certificate and Institution ID are required');
    expect(calls.uploads).toEqual([]);
  });

  it('uploads both with progress, toasts, and ends pending', async () => {
    let finish!: () => void;
    const { actor, calls } = start({
      upload: (input) =>
        new Promise((resolve) => {
          input.onProgress({ loaded: 0, total: 4000 });
          finish = () => {
            input.onProgress({ loaded: 4000, total: 4000 });
            resolve({ documents: pendingStatus });
          };
        }),
    });
    await settled(actor);
    const nid = image('nid.png');
    const card = image('card.jpg', 'image/jpeg');
    actor.send({ type: 'files.choose', kind: 'nationalId', file: nid });
    actor.send({ type: 'files.choose', kind: 'institutionId', file: card });
    expect(documentGateOf(actor.getSnapshot().context)).toEqual({ nationalId: true, institutionId: true, hasUnsubmittedFiles: true });
    actor.send({ type: 'documents.submit' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(calls.uploads[0]).toMatchObject({ userId: 'u-tutor', files: { nationalId: nid, institutionId: card } });
    actor.send({ type: 'upload.progress', loaded: 1000, total: 4000 });
    expect(actor.getSnapshot().context.progress).toBe(25);
    // Nothing changes while the upload runs.
    actor.send({ type: 'files.choose', kind: 'nationalId', file: null });
    expect(actor.getSnapshot().context.files.nationalId).toBe(nid);
    finish();
    await waitFor(actor, (s) => s.matches('pending'));
    const { context } = actor.getSnapshot();
    expect(context.files).toEqual({ nationalId: null, institutionId: null });
    expect(context.progress).toBeNull();
    expect(context.status).toEqual(pendingStatus);
    expect(calls.uploaded).toEqual(['Documents uploaded successfully! They will be verified by our team.']);
    expect(documentGateOf(context)).toEqual({ nationalId: true, institutionId: true, hasUnsubmittedFiles: false });
  });

  it('replaces one stored document while pending, sending only the new file', async () => {
    const { actor, calls } = start({ status: async () => pendingStatus });
    await settled(actor);
    // Nothing new chosen: nothing to send.
    actor.send({ type: 'documents.submit' });
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.error).toBeNull();
    const card = image('card.png');
    actor.send({ type: 'files.choose', kind: 'institutionId', file: card });
    actor.send({ type: 'documents.submit' });
    await waitFor(actor, (s) => s.matches('pending') && s.context.files.institutionId === null);
    expect(calls.uploads.map((upload) => upload.files)).toEqual([{ institutionId: card }]);
  });

  it.each([
    ["the server's text", new ApiError('Institution ID: not an image', 400, true), 'Institution ID: not an image'],
    ['the fallback', new ApiError('Failed to fetch', 0, false), 'Failed to upload documents. Please try again.'],
  ])('on failure shows %s and keeps the chosen files', async (_what, failure, message) => {
    const { actor, calls } = start({ upload: () => Promise.reject(failure) });
    await settled(actor);
    actor.send({ type: 'files.choose', kind: 'nationalId', file: image('nid.png') });
    actor.send({ type: 'files.choose', kind: 'institutionId', file: image('card.png') });
    actor.send({ type: 'documents.submit' });
    await waitFor(actor, (s) => s.matches('notUploaded') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(calls.failed).toEqual([message]);
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(documentGateOf(actor.getSnapshot().context).hasUnsubmittedFiles).toBe(true);
  });

  it('ends verified when the server says so after an upload', async () => {
    const { actor } = start({ upload: async () => ({ documents: { ...pendingStatus, documentsVerified: true } }) });
    await settled(actor);
    actor.send({ type: 'files.choose', kind: 'nationalId', file: image('nid.png') });
    actor.send({ type: 'files.choose', kind: 'institutionId', file: image('card.png') });
    actor.send({ type: 'documents.submit' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(actor.getSnapshot().hasTag('verified')).toBe(true);
  });
});

describe('isAcceptedImage', () => {
  it('goes by the reported type, and by the extension only when there is none', () => {
    expect(isAcceptedImage({ name: 'a.png', type: 'image/png' }, limits)).toBe(true);
    expect(isAcceptedImage({ name: 'a.png', type: 'image/webp' }, limits)).toBe(false);
    expect(isAcceptedImage({ name: 'a.JPG', type: '' }, limits)).toBe(true);
    expect(isAcceptedImage({ name: 'png', type: '' }, limits)).toBe(false);
  });
});

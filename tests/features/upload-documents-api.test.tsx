// @vitest-environment node
// The documents feature's real calls (status over ofetch, the upload over XMLHttpRequest with progress)
// against the real server on a real port: paths, multipart field names, bearer, parsing, error texts.
// The server runs in Node; the client code gets a browser (happy-dom) window at the server's origin.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { fork } from 'effector';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as FeatureModule from '@/pages/update-profile';
import type * as ClientApiModule from '@/shared/api';
import { DOCUMENT_MAX_BYTES } from '@/shared/config';
import { createTestServer, type TestServer } from '../server/harness';
import { JPEG, PNG, pngOfSize, signIn, type Member } from '../server/member-fixtures';


let server: TestServer;
let dataDir: string;
let browser: Window;
let tutor: Member;
let otherTutor: Member;
let api: typeof ClientApiModule;
let documentsApi: typeof FeatureModule.documentsApi;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-upload-client-'));
  server = await createTestServer({ config: { DATA_DIR: dataDir } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  // The page is served by the same origin as the API, as in production.
  browser = new Window({ url: `http://127.0.0.1:${port}/update-profile/x` });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['XMLHttpRequest', 'FormData', 'fetch', 'Headers', 'Request', 'Response', 'location'] as const) {
    globals[name] = browser[name];
  }
  // Loaded after the browser globals exist: the API client binds fetch when it is created.
  api = await import('@/shared/api');
  ({ documentsApi } = await import('@/pages/update-profile'));
  tutor = await signIn(server.app, server.db, 'tutor');
  otherTutor = await signIn(server.app, server.db, 'tutor');
}, 60_000);

let release: (() => void) | undefined;
afterEach(() => release?.());

afterAll(async () => {
  await browser?.happyDOM.close();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const file = (content: Buffer, name: string, type: string) =>
  new browser.File([new Uint8Array(content)], name, { type }) as unknown as File;
/** The client signed in as `member`: a scope holding its token, bound as the app binds its own (calls made here carry it). */
const actAs = (member: Member) => {
  release?.();
  release = api.bindRequestsToScope(fork({ values: [[api.$authToken, member.token]] }));
};

describe('documents API against the server', () => {
  it('reads the status, uploads both images with progress, and reads them back as signed paths', async () => {
    actAs(tutor);
    expect(await documentsApi.status(tutor.id)).toMatchObject({
      nationalIdUploaded: false,
      institutionIdUploaded: false,
      documentsVerified: false,
    });

    const progress: number[] = [];
    const documents = await documentsApi.upload({
      userId: tutor.id,
      files: { nationalId: file(PNG, 'nid.png', 'image/png'), institutionId: file(JPEG, 'card.jpg', 'image/jpeg') },
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    expect(documents).toMatchObject({ nationalIdUploaded: true, institutionIdUploaded: true, documentsVerified: false });
    expect(documents.nationalIdPath).toEqual(expect.any(String));
    expect(progress.every((share) => share >= 0 && share <= 1)).toBe(true);

    const status = await documentsApi.status(tutor.id);
    expect(status.institutionIdUploaded).toBe(true);
    const image = await browser.fetch(status.nationalIdPath!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it("rejects with the server's message: too large, and not an image", async () => {
    actAs(tutor);
    const tooLarge = await documentsApi
      .upload({ userId: tutor.id, files: { institutionId: file(pngOfSize(DOCUMENT_MAX_BYTES + 1), 'big.png', 'image/png') } })
      .catch((error: unknown) => error);
    expect(tooLarge).toBeInstanceOf(api.ApiError);
    expect(tooLarge).toMatchObject({ status: 413, fromServer: true, message: 'Institution ID image must be less than 5MB' });

    const notImage = await documentsApi
      .upload({ userId: tutor.id, files: { nationalId: file(Buffer.from('%PDF-1.4 hello'), 'nid.png', 'image/png') } })
      .catch((error: unknown) => error);
    expect(notImage).toMatchObject({ status: 400, fromServer: true });
  });

  it("refuses another tutor's documents", async () => {
    actAs(otherTutor);
    await expect(documentsApi.status(tutor.id)).rejects.toMatchObject({ status: 403 });
    await expect(
      documentsApi.upload({ userId: tutor.id, files: { nationalId: file(PNG, 'nid.png', 'image/png') } }),
    ).rejects.toMatchObject({ status: 403, fromServer: true });
  });
});

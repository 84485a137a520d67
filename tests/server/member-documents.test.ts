// @vitest-environment node
// Identity documents: uploads checked by content and size, private storage, short-lived signed paths.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications, tutorProfiles, users } from '@server/db/schema';
import { createTestServer, setupTestServer } from './harness';
import { filesUnder, JPEG, jpegPart, multipart, PNG, pngOfSize, pngPart, signIn, type FilePart, type Member } from './member-fixtures';

const MB = 1024 * 1024;
const MINUTE = 60_000;

const server = setupTestServer({ dataDirPrefix: 'shikhon-documents-' });
const documentsDir = () => path.join(server.dataDir, 'private', 'documents');
beforeEach(async () => {
  await rm(documentsDir(), { recursive: true, force: true });
});

const upload = (tutor: Member, files: FilePart[], headers = tutor.headers) => {
  const body = multipart(files);
  return server.app.inject({
    method: 'POST',
    url: `/api/documents/${tutor.id}/upload`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
};
const status = (tutorId: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api/documents/${tutorId}/status`, headers });
const open = (signedPath: string) => server.app.inject({ method: 'GET', url: signedPath });

interface Documents {
  nationalIdUploaded: boolean;
  institutionIdUploaded: boolean;
  documentsVerified: boolean;
  nationalIdPath: string | null;
  institutionIdPath: string | null;
  nationalIdUploadDate: string | null;
  institutionIdUploadDate: string | null;
}
const documentsOf = async (tutor: Member) => (await status(tutor.id, tutor.headers)).json<{ documents: Documents }>().documents;

async function expectNothingStored() {
  expect(await filesUnder(documentsDir())).toEqual([]);
  expect(await server.db.select().from(notifications)).toEqual([]);
  const rows = await server.db.select().from(tutorProfiles);
  for (const row of rows) {
    expect(row.nationalIdPath).toBeNull();
    expect(row.institutionIdPath).toBeNull();
  }
}

describe('POST /api/documents/{id}/upload', () => {
  it('accepts a PNG and a JPEG, stores them privately with their dates, and tells the admins', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' });
    const response = await upload(tutor, [pngPart('nationalId'), jpegPart('institutionId')]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; documents: Documents }>();
    expect(body.message).toBe('Documents uploaded successfully! They will be verified by our team.');
    const now = server.clock.now().toISOString();
    expect(body.documents).toEqual({
      nationalIdUploaded: true,
      institutionIdUploaded: true,
      documentsVerified: false,
      nationalIdPath: expect.stringMatching(/^\/api\/documents\/file\/[\w~-]+\.[\w-]{22}$/),
      institutionIdPath: expect.stringMatching(/^\/api\/documents\/file\/[\w~-]+\.[\w-]{22}$/),
      nationalIdUploadDate: now,
      institutionIdUploadDate: now,
    });

    // Short enough for a path parameter, and it does not reveal where the file is stored.
    expect(body.documents.nationalIdPath!.length).toBeLessThan(100);
    expect(body.documents.nationalIdPath).not.toContain('nationalId');
    const files = await filesUnder(documentsDir());
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.startsWith(path.join(documentsDir(), tutor.id) + path.sep))).toBe(true);
    const png = files.find((file) => file.endsWith('.png'))!;
    const jpg = files.find((file) => file.endsWith('.jpg'))!;
    expect(await readFile(png)).toEqual(PNG);
    expect(await readFile(jpg)).toEqual(JPEG);
    expect((await stat(png)).mode & 0o777).toBe(0o600);
    // Nothing under the public uploads folder.
    expect(await filesUnder(server.config.UPLOADS_DIR)).toEqual([]);

    const [profile] = await server.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(profile!.nationalIdUploadedAt?.toISOString()).toBe(now);
    expect(profile!.institutionIdUploadedAt?.toISOString()).toBe(now);
    const [notification] = await server.db.select().from(notifications);
    expect(notification).toMatchObject({
      kind: 'documents_uploaded',
      title: 'Documents Uploaded',
      link: '/admin/tutors',
      read: false,
    });
    expect(notification!.message).toContain('Farhana Akter');
    expect(notification!.message).toContain('National ID/Birth Certificate and Institution ID');
  });

  it('accepts one document at a time and counts both in the profile completion', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    await server.app.inject({ method: 'POST', url: `/api/tutors/${tutor.id}/profile/initialize`, headers: tutor.headers });
    const [before] = await server.db.select().from(tutorProfiles);

    const first = await upload(tutor, [jpegPart('institutionId')]);
    expect(first.statusCode).toBe(200);
    expect(first.json().documents).toMatchObject({ nationalIdUploaded: false, institutionIdUploaded: true, nationalIdPath: null });
    server.clock.advance(MINUTE);
    const second = await upload(tutor, [pngPart('nationalId')]);
    expect(second.json().documents).toMatchObject({ nationalIdUploaded: true, institutionIdUploaded: true });
    const documents = second.json<{ documents: Documents }>().documents;
    expect(documents.nationalIdUploadDate).not.toBe(documents.institutionIdUploadDate);

    const [after] = await server.db.select().from(tutorProfiles);
    expect(after!.profileCompletion).toBeGreaterThan(before!.profileCompletion);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const response = await upload(tutor, [pngPart('nationalId', pngOfSize(5 * MB))]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['nationalId', 'National ID/Birth Certificate image must be less than 5MB'],
    ['institutionId', 'Institution ID image must be less than 5MB'],
  ])('refuses a 6 MB %s with the spec message and stores nothing', async (field, message) => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const other = field === 'nationalId' ? 'institutionId' : 'nationalId';
    const response = await upload(tutor, [pngPart(other), pngPart(field, pngOfSize(6 * MB))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message });
    await expectNothingStored();
  });

  it('refuses a text file renamed .png, and any other kind of image, by content', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const text: FilePart = { field: 'nationalId', filename: 'id.png', contentType: 'image/png', content: Buffer.from('just some text, not a picture') };
    const renamed = await upload(tutor, [text, jpegPart('institutionId')]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ message: 'National ID/Birth Certificate must be a PNG or JPG image' });

    const gif: FilePart = { field: 'institutionId', filename: 'id.jpg', contentType: 'image/jpeg', content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') };
    const wrongKind = await upload(tutor, [gif]);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toEqual({ message: 'Institution ID must be a PNG or JPG image' });

    const empty = await upload(tutor, [{ ...text, content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('refuses a body without documents, an unknown file, the same document twice, and JSON', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const none = await upload(tutor, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose the National ID/Birth Certificate and/or Institution ID image to upload');
    const unknown = await upload(tutor, [pngPart('passport')]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown file "passport": send nationalId and/or institutionId');
    const twice = await upload(tutor, [pngPart('nationalId'), jpegPart('nationalId')]);
    expect(twice.statusCode).toBe(400);
    const asJson = await server.app.inject({ method: 'POST', url: `/api/documents/${tutor.id}/upload`, headers: tutor.headers, payload: { nationalId: 'x' } });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().message).toBe('Please send the documents as multipart/form-data');
    await expectNothingStored();
  });

  it('replaces a document: the old file is deleted and its old link stops working', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const first = (await upload(tutor, [pngPart('nationalId')])).json<{ documents: Documents }>().documents;
    const second = (await upload(tutor, [jpegPart('nationalId')])).json<{ documents: Documents }>().documents;
    expect(await filesUnder(documentsDir())).toHaveLength(1);
    expect((await open(first.nationalIdPath!)).statusCode).toBe(404);
    const fresh = await open(second.nationalIdPath!);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses new documents once they are verified', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    await upload(tutor, [pngPart('nationalId'), pngPart('institutionId')]);
    await server.db.update(tutorProfiles).set({ documentsVerified: true }).where(eq(tutorProfiles.userId, tutor.id));
    const before = await filesUnder(documentsDir());
    const response = await upload(tutor, [jpegPart('nationalId')]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Your documents have already been verified' });
    expect(await filesUnder(documentsDir())).toEqual(before);
    expect((await documentsOf(tutor)).documentsVerified).toBe(true);
  });
});

describe('GET /api/documents/{id}/status and the signed paths', () => {
  it('gives a tutor without documents nothing to open', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    expect(await documentsOf(tutor)).toEqual({
      nationalIdUploaded: false,
      institutionIdUploaded: false,
      documentsVerified: false,
      nationalIdPath: null,
      institutionIdPath: null,
      nationalIdUploadDate: null,
      institutionIdUploadDate: null,
    });
  });

  it('opens the file for the tutor through the signed path, privately', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    await upload(tutor, [pngPart('nationalId'), jpegPart('institutionId')]);
    const documents = await documentsOf(tutor);
    const image = await open(documents.nationalIdPath!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.rawPayload).toEqual(PNG);
    expect((await open(documents.institutionIdPath!)).rawPayload).toEqual(JPEG);
  });

  it('lets a path work for 10 minutes and then answers 403', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    await upload(tutor, [pngPart('nationalId')]);
    const { nationalIdPath } = await documentsOf(tutor);
    server.clock.advance(10 * MINUTE - 1000);
    expect((await open(nationalIdPath!)).statusCode).toBe(200);
    server.clock.advance(1000);
    const expired = await open(nationalIdPath!);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: 'This document link has expired. Please reload the page to get a new one.' });
    // A new status call signs a new path.
    expect((await open((await documentsOf(tutor)).nationalIdPath!)).statusCode).toBe(200);
  });

  it('answers 403 to a tampered path: another signature, another payload, another tutor, garbage', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const other = await signIn(server.app, server.db, 'tutor');
    await upload(tutor, [pngPart('nationalId')]);
    await upload(other, [jpegPart('nationalId')]);
    const mine = (await documentsOf(tutor)).nationalIdPath!;
    const theirs = (await documentsOf(other)).nationalIdPath!;
    const [payload, signature] = mine.slice('/api/documents/file/'.length).split('.');
    const flip = (text: string) => text.slice(0, -2) + (text.at(-2) === 'A' ? 'B' : 'A') + text.at(-1);
    const [userId, kind, file, expiry] = payload!.split('~');
    const longer = [userId, kind, file, (parseInt(expiry!, 36) + 24 * 60 * MINUTE).toString(36)].join('~');
    const otherKind = [userId, kind === 'n' ? 'i' : 'n', file, expiry].join('~');
    const theirSignature = theirs.split('.')[1];
    const forged = [
      `/api/documents/file/${payload}.${flip(signature!)}`,
      `/api/documents/file/${longer}.${signature}`,
      `/api/documents/file/${otherKind}.${signature}`,
      `/api/documents/file/${payload}.${theirSignature}`,
      `/api/documents/file/${payload}`,
      '/api/documents/file/not-a-token',
      `/api/documents/file/${payload}.${signature}.extra`,
    ];
    for (const url of forged) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ message: 'This document link is not valid' });
    }
  });

  it('opens a document through no other path: guessable paths under /uploads, the data folder or the API answer 403/404', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    await upload(tutor, [pngPart('nationalId')]);
    const [stored] = await filesUnder(documentsDir());
    const fromData = path.relative(server.dataDir, stored!).split(path.sep).join('/'); // private/documents/<id>/<file>
    const fileName = path.basename(stored!);
    const fromDocuments = `${tutor.id}/${fileName}`;
    const guesses = [
      `/uploads/${fromData}`,
      `/uploads/documents/${fromDocuments}`,
      `/uploads/${fromDocuments}`,
      `/uploads/../${fromData}`,
      `/uploads/%2e%2e/${fromData}`,
      `/uploads/..%2f${fromData.replaceAll('/', '%2f')}`,
      `/uploads/%2e%2e%2f${fromData.replaceAll('/', '%2f')}`,
      `/uploads/..%5c${fromData.replaceAll('/', '%5c')}`,
      `/uploads/../private/document-signing.key`,
      `/${fromData}`,
      `/data/${fromData}`,
      `/private/document-signing.key`,
      `/documents/${fromDocuments}`,
      `/api/documents/${tutor.id}/nationalId`,
      `/api/documents/${fromDocuments}`,
      `/api/documents/file/${fileName}`,
      `/api/documents/file/${tutor.id}`,
      `/api/documents/file/${fromDocuments}`,
      `/api/documents/file/..%2f..%2f${fromData.replaceAll('/', '%2f')}`,
      `/api/uploads/${fromData}`,
      `/api/${fromData}`,
    ];
    // The test server has no client; a real one answers unknown pages with index.html, never with a file.
    const clientDir = path.join(server.dataDir, 'client');
    await mkdir(clientDir, { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shikhon</title>');
    const withClient = await createTestServer({ database: server.database, config: { DATA_DIR: server.dataDir, CLIENT_DIR: clientDir } });
    try {
      for (const url of guesses) {
        for (const [app, hasClient] of [
          [server.app, false],
          [withClient.app, true],
        ] as const) {
          for (const headers of [{}, tutor.headers]) {
            const response = await app.inject({ method: 'GET', url, headers });
            const where = `${url} (${hasClient ? 'with' : 'without'} client, ${'authorization' in headers ? 'signed in' : 'guest'})`;
            expect(response.rawPayload.includes(PNG), where).toBe(false);
            expect(String(response.headers['content-type'] ?? ''), where).not.toMatch(/^image\//);
            if (hasClient && response.statusCode === 200) expect(response.body, where).toContain('<title>Shikhon</title>');
            // (414: a path parameter longer than Fastify's 100 characters is refused before any route runs.)
            else expect([403, 404, 414], where).toContain(response.statusCode);
          }
        }
      }
    } finally {
      await withClient.close();
    }
    // The signed path still opens it.
    expect((await open((await documentsOf(tutor)).nationalIdPath!)).rawPayload).toEqual(PNG);
  });

  it('gives the status and paths only to the tutor and admins: a guest, a student and another tutor get nothing', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const student = await signIn(server.app, server.db, 'student');
    const otherTutor = await signIn(server.app, server.db, 'tutor');
    const admin = await signIn(server.app, server.db, 'admin');
    await upload(tutor, [pngPart('nationalId'), pngPart('institutionId')]);

    const guest = await status(tutor.id);
    expect(guest.statusCode).toBe(401);
    for (const [who, headers] of [
      ['student', student.headers],
      ['another tutor', otherTutor.headers],
    ] as const) {
      const response = await status(tutor.id, headers);
      expect(response.statusCode, who).toBe(403);
      expect(Object.keys(response.json()), who).toEqual(['message']);
      expect(response.body, who).not.toContain('/api/documents/file/');
    }
    const forAdmin = await status(tutor.id, admin.headers);
    expect(forAdmin.statusCode).toBe(200);
    expect((await open(forAdmin.json<{ documents: Documents }>().documents.nationalIdPath!)).statusCode).toBe(200);
  });

  it('shows a verified tutor as verified', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    await server.db.update(users).set({ isVerified: true }).where(eq(users.id, tutor.id));
    expect((await documentsOf(tutor)).documentsVerified).toBe(true);
  });

  it('keeps the signing key on disk (mode 600), so a restarted server honours the paths it signed', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    await upload(tutor, [pngPart('nationalId')]);
    const { nationalIdPath } = await documentsOf(tutor);
    const key = path.join(server.dataDir, 'private', 'document-signing.key');
    expect((await stat(key)).mode & 0o777).toBe(0o600);
    const restarted = await createTestServer({ database: server.database, config: { DATA_DIR: server.dataDir } });
    try {
      restarted.clock.set(server.clock.now());
      const response = await restarted.app.inject({ method: 'GET', url: nationalIdPath! });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(PNG);
    } finally {
      await restarted.close();
    }
  });
});

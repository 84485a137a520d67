// @vitest-environment node
// Uploads on an S3-compatible store (S3_URL and bucket settings), tested against a local s3rver: public images
// land in the bucket and are served at /uploads/..., identity documents land under the private prefix and are
// read only through signed links, and deleting a tutor removes their documents from the bucket.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ObjectStore, type ObjectStore } from '@server/services/object-store';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';
import { jpegPart, multipart, pngPart, signIn, type FilePart, type Member } from './member-fixtures';

const BUCKET = 'shikhon-test';
let s3: S3rver;
let s3Dir: string;
let dataDir: string;
let database: TestDatabase;
let server: TestServer;
let bucket: ObjectStore;
let admin: Member;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'shikhon-s3-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-s3-data-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  const settings = {
    S3_URL: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'test/',
  };
  bucket = createS3ObjectStore({
    url: settings.S3_URL,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'test/',
  });
  database = await openTestDatabase();
  server = await createTestServer({ database, config: { ...settings, DATA_DIR: dataDir } });
  admin = await signIn(server.app, server.db, 'admin');
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const send = (url: string, files: FilePart[], fields: [string, string][], headers: Record<string, string>, method = 'POST') => {
  const body = multipart(files, fields);
  return server.app.inject({ method: method as 'POST', url, headers: { ...body.headers, ...headers }, payload: body.payload });
};

/** Files written under the server's own folders: with S3 there must be none. */
async function localFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(path.relative(dataDir, full));
    }
  };
  await walk(path.join(dataDir, 'uploads'));
  await walk(path.join(dataDir, 'private', 'documents'));
  return found;
}

describe('uploads on an S3-compatible store', () => {
  it('keeps a testimonial photo in the bucket and serves it at its /uploads address', async () => {
    const fields: [string, string][] = [
      ['name', 'Nusrat Jahan'],
      ['designation', 'Guardian, Mirpur'],
      ['testimonial', 'We found a great maths tutor in two days.'],
      ['userType', 'student'],
    ];
    const created = await send('/api/testimonials/add', [pngPart('image')], fields, admin.headers);
    expect(created.statusCode).toBe(201);
    const image = created.json<{ testimonial: { image: string } }>().testimonial.image;
    const key = image.replace(/^\/?uploads\//, '');
    expect(await bucket.list('public/testimonials/')).toEqual([`public/${key}`]);

    const served = await server.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals((await bucket.get(`public/${key}`))!)).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: '/uploads/testimonials/missing.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect(await localFiles()).toEqual([]);
  });

  it('keeps identity documents under the private prefix, opens them only by signed link, and deletes them with the tutor', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const uploaded = await send(`/api/documents/${tutor.id}/upload`, [pngPart('nationalId'), jpegPart('institutionId')], [], tutor.headers);
    expect(uploaded.statusCode).toBe(200);
    const stored = await bucket.list(`private/documents/${tutor.id}/`);
    expect(stored).toHaveLength(2);
    // Nothing of it is reachable as a public image.
    for (const key of stored) {
      const guess = await server.app.inject({ method: 'GET', url: `/uploads/${key.replace(/^private\//, '')}` });
      expect(guess.statusCode).toBe(404);
    }

    const signed = uploaded.json<{ documents: { nationalIdPath: string } }>().documents.nationalIdPath;
    const opened = await server.app.inject({ method: 'GET', url: signed });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(await localFiles()).toEqual([]);

    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/auth/delete_user/${tutor.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await bucket.list(`private/documents/${tutor.id}/`)).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: signed })).statusCode).toBe(404);
  });
});

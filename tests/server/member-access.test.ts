// @vitest-environment node
// Every member route: no token → 401, another user's id → 403, the wrong role → 403, and none of them
// changes anything; the owner gets through.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, studentProfiles, studentTutorRequests, tutorProfiles, users } from '@server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { filesUnder, multipart, pngPart, signIn, tutorProfileBody, tutorRequestBody, type Member } from './member-fixtures';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-member-access-'));
  server = await createTestServer({ config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.reset();
  await rm(path.join(dataDir, 'private', 'documents'), { recursive: true, force: true });
});

type Role = 'student' | 'tutor';
interface RouteCase {
  name: string;
  owner: Role;
  method: 'GET' | 'POST' | 'PUT';
  url: (id: string) => string;
  body?: () => { payload: unknown; headers?: Record<string, string> };
  ok: number;
}

const json = (payload: unknown) => () => ({ payload });
const routes: RouteCase[] = [
  { name: 'student profile', owner: 'student', method: 'GET', url: (id) => `/api/students/${id}/profile`, ok: 404 },
  { name: 'student profile initialize', owner: 'student', method: 'POST', url: (id) => `/api/students/${id}/profile/initialize`, ok: 201 },
  {
    name: 'student profile update',
    owner: 'student',
    method: 'PUT',
    url: (id) => `/api/students/${id}/profile`,
    body: json({ email: 'new@example.com', phone: '01911000999', fullName: 'New Name', gender: 'female', currentCity: 'Dhaka', currentArea: 'Banani' }),
    ok: 200,
  },
  {
    name: 'student tutor request',
    owner: 'student',
    method: 'POST',
    url: (id) => `/api/students/${id}/tutor-request`,
    body: json(tutorRequestBody()),
    ok: 201,
  },
  { name: 'apply status', owner: 'student', method: 'GET', url: (id) => `/api/students/${id}/apply-status`, ok: 200 },
  { name: 'tutor profile', owner: 'tutor', method: 'GET', url: (id) => `/api/tutors/${id}/profile`, ok: 404 },
  { name: 'tutor profile initialize', owner: 'tutor', method: 'POST', url: (id) => `/api/tutors/${id}/profile/initialize`, ok: 201 },
  { name: 'tutor profile update', owner: 'tutor', method: 'PUT', url: (id) => `/api/tutors/${id}/profile`, body: json(tutorProfileBody()), ok: 200 },
  { name: 'availability', owner: 'tutor', method: 'PUT', url: (id) => `/api/tutors/${id}/availability`, body: json({ isAvailable: false }), ok: 200 },
  { name: 'document status', owner: 'tutor', method: 'GET', url: (id) => `/api/documents/${id}/status`, ok: 200 },
  {
    name: 'document upload',
    owner: 'tutor',
    method: 'POST',
    url: (id) => `/api/documents/${id}/upload`,
    body: () => multipart([pngPart('nationalId'), pngPart('institutionId')]),
    ok: 200,
  },
];

async function call(route: RouteCase, id: string, headers: Record<string, string> = {}) {
  const body = route.body?.();
  return server.app.inject({
    method: route.method,
    url: route.url(id),
    headers: { ...body?.headers, ...headers },
    ...(body ? { payload: body.payload as string } : {}),
  });
}

/** Nothing a refused call could have written. */
async function expectNothingChanged(accounts: Member[]) {
  expect(await server.db.select().from(studentProfiles)).toEqual([]);
  expect(await server.db.select().from(tutorProfiles)).toEqual([]);
  expect(await server.db.select().from(studentTutorRequests)).toEqual([]);
  expect(await server.db.select().from(notifications)).toEqual([]);
  expect(await filesUnder(path.join(dataDir, 'private', 'documents'))).toEqual([]);
  const stored = await server.db.select().from(users);
  for (const account of accounts) {
    const row = stored.find((user) => user.id === account.id)!;
    expect(row.email).toBe(account.email);
    expect(row.isAvailable).toBe(true);
  }
}

describe.each(routes)('$method $name', (route) => {
  it('answers 401 without a token, 403 for another user and for the other role, and changes nothing', async () => {
    const owner = await signIn(server.app, server.db, route.owner);
    const sameRole = await signIn(server.app, server.db, route.owner);
    const otherRole = await signIn(server.app, server.db, route.owner === 'student' ? 'tutor' : 'student');

    const guest = await call(route, owner.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Authentication required. Please log in.' });

    const someoneElse = await call(route, owner.id, sameRole.headers);
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toEqual({ message: expect.any(String) });

    const wrongRoleOnOwnId = await call(route, otherRole.id, otherRole.headers);
    expect(wrongRoleOnOwnId.statusCode).toBe(403);
    const wrongRoleOnOwnersId = await call(route, owner.id, otherRole.headers);
    expect(wrongRoleOnOwnersId.statusCode).toBe(403);

    const forged = await call(route, owner.id, { authorization: `Bearer ${'x'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);

    await expectNothingChanged([owner, sameRole, otherRole]);

    const own = await call(route, owner.id, owner.headers);
    expect(own.statusCode, own.body).toBe(route.ok);
  });
});

describe('routes without an id in the path', () => {
  it('GET /api/students/get-tutor-requests: 401 without a token, 403 for a tutor', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    expect((await server.app.inject({ method: 'GET', url: '/api/students/get-tutor-requests' })).statusCode).toBe(401);
    const response = await server.app.inject({ method: 'GET', url: '/api/students/get-tutor-requests', headers: tutor.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
  });

  it('GET /api/tuitionApply: 401 without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/tuitionApply' });
    expect(response.statusCode).toBe(401);
  });

  it('an admin may read a student profile, a tutor profile and documents, but not change them', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const student = await signIn(server.app, server.db, 'student');
    const tutor = await signIn(server.app, server.db, 'tutor');
    const reads = [
      `/api/students/${student.id}/apply-status`,
      `/api/documents/${tutor.id}/status`,
    ];
    for (const url of reads) {
      expect((await server.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode, url).toBe(200);
    }
    // Reads of a profile that does not exist yet: 404, not 403.
    expect((await server.app.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/profile`, headers: admin.headers })).statusCode).toBe(404);
    // The id must be an account of the route's kind.
    expect((await server.app.inject({ method: 'GET', url: `/api/documents/${student.id}/status`, headers: admin.headers })).statusCode).toBe(404);
    for (const route of routes.filter((candidate) => candidate.method !== 'GET')) {
      const target = route.owner === 'student' ? student : tutor;
      const response = await call(route, target.id, admin.headers);
      expect(response.statusCode, route.name).toBe(403);
    }
    await expectNothingChanged([student, tutor]);
  });
});

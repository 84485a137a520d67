// @vitest-environment node
// Private answers are never cached; every answer switches off browser features the app does not use; the CSP
// and opener policy still let the Stately inspector (docs/qa.md) work.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '@server/plugins/security-headers';
import { bearer, createTestServer, insertUser, loginToken, openTestDatabase, type TestDatabase, type TestServer } from './harness';

let database: TestDatabase;
let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  clientDir = await mkdtemp(path.join(tmpdir(), 'shikhon-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shikhon</title><div id="root"></div>');
  server = await createTestServer({ database, config: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
  await rm(clientDir, { recursive: true, force: true });
});

async function signedIn(userType: 'student' | 'tutor' | 'admin') {
  const { user, password } = await insertUser(server.db, { userType });
  return { user, token: await loginToken(server.app, { emailOrPhone: user.email, password, userType }) };
}

describe('Permissions-Policy', () => {
  it.each(['/', '/login', '/api/health', '/api/tuitions', '/api/nothing-here'])('%s carries it', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('switches off camera, microphone, geolocation and payment', () => {
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(PERMISSIONS_POLICY).toContain(feature);
    }
  });
});

describe('Cache-Control: no-store', () => {
  it('GET /api/auth/get_all_users/{id} with a token carries it', async () => {
    const { user, token } = await signedIn('tutor');
    const response = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${user.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a refusal of a route that needs a login carries it too (no token, bad token)', async () => {
    const { user } = await signedIn('student');
    const guest = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${user.id}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['cache-control']).toBe('no-store');
    const admin = await server.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer('x'.repeat(43)) });
    expect(admin.statusCode).toBe(401);
    expect(admin.headers['cache-control']).toBe('no-store');
  });

  it('an answer made for a signed-in caller on a route anyone may call carries it', async () => {
    const { token } = await signedIn('student');
    const response = await server.app.inject({ method: 'GET', url: '/api/tuitions', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("public answers to guests keep their own caching (the client's page, the board)", async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const board = await server.app.inject({ method: 'GET', url: '/api/tuitions' });
    expect(board.statusCode).toBe(200);
    expect(board.headers['cache-control']).not.toBe('no-store');
  });
});

describe('the Stately inspector still works', () => {
  it('the CSP lets its frame in and the opener policy keeps its window linked', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://stately.ai");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

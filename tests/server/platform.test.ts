// @vitest-environment node
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, insertUser, openTestDatabase, type TestDatabase, type TestServer } from './harness';

let database: TestDatabase;
let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  clientDir = await mkdtemp(path.join(tmpdir(), 'shikhon-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shikhon</title><div id="root"></div>');
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("client")');
  server = await createTestServer({
    database,
    config: { CLIENT_DIR: clientDir },
    // Every route must be in the contract, so the failure is made on a real one, by a hook tests add.
    beforeReady: (app) => {
      app.addHook('preHandler', async (request) => {
        if (request.headers['x-test-explode']) throw new Error('connection string postgres://secret@db failed at line 42');
      });
    },
  });
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
  await rm(clientDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok after checking the database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('OpenAPI document', () => {
  it('lists every auth path with its method, from the route schemas', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/auth/login', 'post'],
      ['/api/auth/initiate_registration', 'post'],
      ['/api/auth/verify_registration', 'post'],
      ['/api/auth/register', 'post'],
      ['/api/auth/logout', 'get'],
      ['/api/auth/forgot-password', 'post'],
      ['/api/auth/verify-reset-otp', 'post'],
      ['/api/auth/reset-password', 'post'],
      ['/api/auth/get_all_users/{id}', 'get'],
      ['/api/health', 'get'],
    ];
    for (const [route, method] of expected) expect(doc.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    const login = doc.paths['/api/auth/login']!.post as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['emailOrPhone', 'password', 'userType', 'rememberMe']),
    );
  });

  it('serves the UI at /api/docs', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 { message }', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('hides the cause of a 500 and never sends a stack', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-test-explode': '1' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toMatch(/secret|stack|at line|\.ts:/);
  });

  it('answers bad JSON with 400 { message } only', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrPhone":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('every error body of the auth routes is { message }, and the code step adds only what it declares', async () => {
    await insertUser(server.db, { email: 'x@example.com' });
    const cases = [
      { method: 'POST', url: '/api/auth/login', payload: {} },
      { method: 'POST', url: '/api/auth/login', payload: { emailOrPhone: 'x@example.com', password: 'nope', userType: 'student' } },
      { method: 'POST', url: '/api/auth/register', payload: { userType: 'admin' } },
      // No code was ever sent: the code step is told it has expired (otpErrorResponseSchema), nothing more.
      { method: 'POST', url: '/api/auth/verify_registration', payload: { email: 'x@example.com', otp: '123456' }, keys: ['message', 'expired'] },
      { method: 'GET', url: '/api/auth/logout' },
      { method: 'GET', url: '/api/auth/get_all_users/abc' },
      { method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.com' } },
    ] as const;
    for (const { keys = ['message'], ...request } of cases as readonly { method: 'GET' | 'POST'; url: string; payload?: object; keys?: readonly string[] }[]) {
      const response = await server.app.inject(request);
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      const body = response.json();
      expect(Object.keys(body), request.url).toEqual(keys);
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
      expect(response.body).not.toContain('stack');
    }
  });
});

describe('security headers', () => {
  it('sends a CSP that lets the built client run, and the usual hardening headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the built client', () => {
  it('serves files from the client folder', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('client');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers page addresses with index.html (SPA fallback)', async () => {
    for (const url of ['/', '/login', '/dashboard/123', '/tution_list?page=2']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer missing files or API paths with the page', async () => {
    const missingAsset = await server.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toEqual({ message: 'Not found' });
    const api = await server.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });
});

describe('rate limits on the auth routes', () => {
  it('answers 429 { message } past RATE_LIMIT_MAX requests a minute from one address, per route', async () => {
    const limited = await createTestServer({ database, config: { RATE_LIMIT_MAX: 3 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { emailOrPhone: 'x@example.com', password: 'wrong', userType: 'student' },
          remoteAddress: '203.0.113.7',
        });
      for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in /) });
      expect(blocked.headers['retry-after']).toBeDefined();

      // Another client address still gets through.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrPhone: 'x@example.com', password: 'wrong', userType: 'student' },
        remoteAddress: '203.0.113.8',
      });
      expect(other.statusCode).toBe(401);

      // Each limited route counts on its own; routes without a limit are not limited.
      const otp = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/verify_registration',
        payload: { email: 'x@example.com', otp: '123456' },
        remoteAddress: '203.0.113.7',
      });
      expect(otp.statusCode).toBe(400);
      for (let index = 0; index < 5; index += 1) {
        const health = await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' });
        expect(health.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('limits every OTP and password route', async () => {
    const limited = await createTestServer({ database, config: { RATE_LIMIT_MAX: 1 } });
    try {
      const routes = [
        '/api/auth/initiate_registration',
        '/api/auth/verify_registration',
        '/api/auth/register',
        '/api/auth/forgot-password',
        '/api/auth/verify-reset-otp',
        '/api/auth/reset-password',
      ];
      for (const url of routes) {
        await limited.app.inject({ method: 'POST', url, payload: {} });
        const second = await limited.app.inject({ method: 'POST', url, payload: {} });
        expect(second.statusCode, url).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('a database that went away', () => {
  it('health answers 503 and other routes a generic 500, without details', async () => {
    const doomed = await openTestDatabase();
    const broken = await createTestServer({ database: doomed });
    await doomed.dispose();
    try {
      const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ message: 'Database unavailable' });
      const login = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrPhone: 'x@example.com', password: 'whatever', userType: 'student' },
      });
      expect(login.statusCode).toBe(500);
      expect(login.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      await broken.app.close();
    }
  });
});

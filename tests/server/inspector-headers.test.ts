// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';

// The Stately inspector (`?inspect`, docs/qa.md) opens https://stately.ai/inspect with window.open and
// talks to it through window.opener/postMessage; its code is a lazy chunk of the built client.
let database: TestDatabase;
let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  clientDir = await mkdtemp(path.join(tmpdir(), 'shikhon-inspect-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shikhon</title><div id="root"></div>');
  await writeFile(path.join(clientDir, 'assets', 'inspect-abc123.js'), 'export {}');
  server = await createTestServer({ database, config: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
  await rm(clientDir, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('headers the Stately inspector needs', () => {
  it.each(['/?inspect', '/login?inspect', '/admin/login?inspect=log'])(
    '%s keeps the link to the inspector window it opens (COOP same-origin-allow-popups)',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      // Plain `same-origin` would sever window.opener, and the inspector would wait forever.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    },
  );

  it('lets the inspector chunk load from the site itself and needs no eval or remote script', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/?inspect' });
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // The window is opened with window.open and reached with postMessage: no CSP directive governs either,
    // and the optional frame form is allowed too.
    expect(csp.get('frame-src')).toContain('https://stately.ai');
    expect(csp.has('navigate-to')).toBe(false);
    const chunk = await server.app.inject({ method: 'GET', url: '/assets/inspect-abc123.js' });
    expect(chunk.statusCode).toBe(200);
  });
});

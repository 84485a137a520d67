// @vitest-environment node
// What the browser gets from the built client and the API: precompressed assets (brotli or gzip, as asked) with the
// right cache headers, compressed JSON of 1 KB or more, 200 for the client's pages and 404 (with the client's page)
// for any other address. The client here is a tiny fake build folder; nothing is built.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/vite-precompress';
import { setupTestServer } from './harness';
import { insertTuition } from './marketplace-fixtures';

const clientDir = mkdtempSync(path.join(tmpdir(), 'shikhon-client-'));
mkdirSync(path.join(clientDir, 'assets'));
const script = `export const words = [${Array.from({ length: 200 }, (_, i) => `"word-${i}"`).join(', ')}];\n`;
const indexHtml = `<!doctype html><html><head><title>Shikhon</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}<script type="module" src="/assets/index-AbC123.js"></script></body></html>`;
writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js'), script);
writeFileSync(path.join(clientDir, 'assets', 'tiny-Zz9.css'), 'body{margin:0}');
writeFileSync(path.join(clientDir, 'index.html'), indexHtml);

const server = setupTestServer({ config: { CLIENT_DIR: clientDir } });

beforeAll(async () => {
  const written = await precompressFolder(clientDir);
  expect(written.files).toBe(2); // the script and index.html; the 14-byte stylesheet is not worth it
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('built assets', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await server.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(decoded('br', response.rawPayload)).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await server.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded('gzip', gzip.rawPayload)).toBe(script);

    const plain = await server.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file without a precompressed copy (under 1 KB) intact, whatever the encoding', async () => {
    const response = await server.app.inject({ url: '/assets/tiny-Zz9.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response.headers['content-encoding'] as string | undefined, response.rawPayload)).toBe('body{margin:0}');
  });
});

describe('pages', () => {
  it('answers the home page and every client route with index.html, compressed, never cached without a check', async () => {
    for (const url of ['/', '/tution_list', '/tuition_details/JOB-1?x=1', '/premium_tutor_details/abc', '/admin/tutors', '/login']) {
      const response = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(decoded('br', response.rawPayload), url).toBe(indexHtml);
    }
  });

  it('answers an unknown page address with 404 and the client (which shows its not-found page)', async () => {
    for (const url of ['/no-such-page', '/tuition_details', '/admin/nope', '/login/extra']) {
      const response = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(response.headers['content-encoding'] as string | undefined, response.rawPayload), url).toBe(indexHtml);
    }
  });

  it('answers a missing file or API address with 404 { message }, not the page', async () => {
    for (const url of ['/assets/missing-123.js', '/api/no-such-call']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: expect.any(String) });
    }
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB or more when the browser asks, and not when it does not', async () => {
    for (let i = 0; i < 8; i += 1) await insertTuition(server.db, { area: `Mirpur ${i}` });
    const br = await server.app.inject({ url: '/api/tuitions', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const body = decoded('br', br.rawPayload);
    expect(body.length).toBeGreaterThanOrEqual(1024);
    expect(br.rawPayload.length).toBeLessThan(body.length);
    expect(JSON.parse(body)).toMatchObject({ data: expect.any(Array) });

    const gzip = await server.app.inject({ url: '/api/tuitions', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded('gzip', gzip.rawPayload))).toEqual(JSON.parse(body));

    const plain = await server.app.inject({ url: '/api/tuitions' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(body));
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await server.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

// @vitest-environment node
// The access walk: every route of Fastify's own table (as the server registered it, not a list kept by hand)
// against the level the contract gives it. A guest gets 401 even with a broken body or a garbage id; a member
// of the wrong type gets 403; another member's own-account route answers 403/404; and nothing changes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, ROUTE_ACCESS, type AccessLevel } from '@/shared/api/contract/routes';
import type { RegisteredRoute } from '@server/plugins/auth';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';
import { insertJob, signIn, signInEachType, type Member } from './member-fixtures';

let database: TestDatabase;
let server: TestServer;
let members: Record<'student' | 'tutor' | 'admin', Member>;
let others: Record<'student' | 'tutor', Member>;

const userTypes = ['student', 'tutor', 'admin'] as const;

/** Routes of the API (the docs' and the client's static files are public by nature). */
function apiRoutes(): RegisteredRoute[] {
  return server.app.registeredRoutes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
}

const fill = (url: string, value: (param: string) => string) => url.replace(/:(\w+)/g, (_, param: string) => value(param));

/** Broken JSON: a route that reads the body before it checks the caller answers 400 instead of 401. */
const brokenBody = { payload: '{"broken": ', headers: { 'content-type': 'application/json' } };

async function rowCounts(): Promise<string> {
  const tables = await server.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = (tables as unknown as { rows: { tablename: string }[] }).rows.map((row) => row.tablename);
  const counts: string[] = [];
  for (const name of names) {
    const result = await server.db.execute(sql.raw(`select count(*)::int as n from "${name}"`));
    counts.push(`${name}=${(result as unknown as { rows: { n: number }[] }).rows[0]?.n}`);
  }
  return counts.join(' ');
}

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTestServer({ database });
  members = await signInEachType(server.app, server.db);
  others = {
    student: await signIn(server.app, server.db, 'student'),
    tutor: await signIn(server.app, server.db, 'tutor'),
  };
  await insertJob(server.db);
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

describe('the route table', () => {
  it('has every API route of the contract, each with its level, and nothing else', () => {
    const registered = apiRoutes().map((route) => `${route.method} ${route.url}`).sort();
    const declared = Object.keys(ROUTE_ACCESS)
      .filter((key) => key.includes(' /api/') && !key.includes(' /api/docs'))
      .sort();
    expect(registered).toEqual(declared);
  });

  it('refuses to start with a route the contract does not know', async () => {
    await expect(
      createTestServer({
        database,
        beforeReady: (app) => app.get('/api/not-in-the-contract', async () => ({ ok: true })),
      }),
    ).rejects.toThrow(/GET \/api\/not-in-the-contract has no access level/);
  });

  it('keeps the admin area for staff and public writes to the few a guest must make', () => {
    const wrong: string[] = [];
    // The only calls a guest may make that write: accounts, codes, the public forms.
    const publicWrites = new Set([
      'POST /api/auth/login',
      'POST /api/auth/initiate_registration',
      'POST /api/auth/verify_registration',
      'POST /api/auth/register',
      'POST /api/auth/forgot-password',
      'POST /api/auth/verify-reset-otp',
      'POST /api/auth/reset-password',
      'POST /api/tutors/:id/contact',
      'POST /api/auth/create_tutor_request',
    ]);
    for (const route of apiRoutes()) {
      const key = `${route.method} ${route.url}`;
      const open = ACCESS_LEVELS[route.access] === null;
      if (route.url.startsWith('/api/admin/') && route.access !== 'admin') wrong.push(`${key} must be admin`);
      if (open && route.method !== 'GET' && !publicWrites.has(key)) wrong.push(`${key} writes without a login`);
      if (/^\/api\/(students|tutors|documents)\/:id\//.test(route.url) && !open && route.access !== 'admin' && !route.owner) {
        wrong.push(`${key} names an account: mark it owner`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('matches the reviewed levels: weakening a route must be a reviewed change of this file', async () => {
    const levels = apiRoutes()
      .map((route) => `${route.method} ${route.url} -> ${route.access}${route.owner ? ' (owner)' : ''}`)
      .sort()
      .join('\n');
    await expect(`${levels}\n`).toMatchFileSnapshot('./__snapshots__/access-levels.txt');
  });
});

describe('every route, every caller', () => {
  it('answers 401 to a guest, 403 to the wrong type, 403/404 to another member, and changes nothing', async () => {
    const before = await rowCounts();
    const wrong: string[] = [];
    let cells = 0;
    const check = async (
      label: string,
      route: RegisteredRoute,
      url: string,
      headers: Record<string, string>,
      expected: number[],
      body?: typeof brokenBody,
    ) => {
      cells += 1;
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...headers, ...(body?.headers ?? {}) },
        ...(body ? { payload: body.payload } : {}),
      });
      if (!expected.includes(response.statusCode)) {
        wrong.push(`${label}: ${route.method} ${url} answered ${response.statusCode}, expected ${expected.join('/')}`);
      } else if (response.statusCode >= 400) {
        const message = (response.json() as { message?: unknown }).message;
        if (typeof message !== 'string' || message.length === 0) wrong.push(`${label}: ${route.method} ${url} has no message`);
      }
    };

    for (const route of apiRoutes()) {
      const allowed: readonly string[] | null = ACCESS_LEVELS[route.access as AccessLevel];
      if (allowed === null) continue;
      const garbage = fill(route.url, () => 'garbage%00id');
      const wellFormed = fill(route.url, () => '8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f');
      const write = route.method !== 'GET' && route.method !== 'DELETE';
      await check('guest', route, garbage, {}, [401], write ? brokenBody : undefined);
      await check('guest', route, wellFormed, {}, [401]);
      await check('bad token', route, wellFormed, { authorization: 'Bearer not-a-token' }, [401]);
      for (const type of userTypes) {
        if (allowed.includes(type)) continue;
        await check(type, route, garbage, members[type].headers, [403], write ? brokenBody : undefined);
        await check(type, route, wellFormed, members[type].headers, [403]);
      }
      if (route.owner) {
        for (const type of ['student', 'tutor'] as const) {
          if (!allowed.includes(type)) continue;
          // The other member's own account, asked for by this one: refused before any body is read.
          const theirs = fill(route.url, () => others[type].id);
          await check(`another ${type}`, route, theirs, members[type].headers, [403, 404], write ? brokenBody : undefined);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cells).toBeGreaterThan(150);
    expect(await rowCounts()).toBe(before);
  });
});

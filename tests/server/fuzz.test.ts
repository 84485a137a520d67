// @vitest-environment node
// The fuzz: generated bad bodies, params, queries and content types sent to every route of the contract
// (src/shared/api/contract/routes.ts), as a guest and with a valid token of each role. Any 5xx fails.
// A fixed seed makes a failure reproduce; fast-check prints the shrunk request. Runs on PGlite, and on
// PostgreSQL with TEST_DB=postgres like every server test.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessAllows, ROUTE_ACCESS, type RouteAccess } from '@/shared/api/contract/routes';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';
import { insertJob, signInEachType, type Member } from './member-fixtures';

const SEED = 20_261_125;
/**
 * Requests per caller: 21,000 in all. A guest reaches every route (public ones run their handlers, the others
 * are refused before the body is read); a member is fuzzed on the routes its level lets in (wrong-level
 * refusals are the access walk's job), where each request also reads its session.
 */
const RUNS = { guest: 15_000, student: 2_000, tutor: 2_000, admin: 2_000 } as const;

let database: TestDatabase;
let server: TestServer;
let members: Record<'student' | 'tutor' | 'admin', Member>;
let jobId: string;
let sent = 0;
const statuses = new Map<number, number>();

interface ContractRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params: string[];
  /** Body and query property names from the OpenAPI document, so generated inputs hit real fields. */
  bodyKeys: string[];
  queryKeys: string[];
}

/**
 * Calls that would end the fuzz's own sessions or accounts. They are fuzzed as a guest only (a guest is
 * refused before anything happens); their signed-in behaviour is covered by their own tests.
 */
const SESSION_ENDING = new Set(['GET /api/auth/logout', 'DELETE /api/auth/delete_user/:id', 'DELETE /api/me']);

function contractRoutes(doc: OpenApiDoc): ContractRoute[] {
  return Object.keys(ROUTE_ACCESS)
    .filter((key) => key.includes(' /api/') && !key.includes(' /api/docs'))
    .map((key) => {
      const [method, url] = key.split(' ') as [ContractRoute['method'], string];
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const content = operation?.requestBody?.content ?? {};
      const bodySchema = Object.values(content)[0]?.schema;
      return {
        method,
        url,
        params: [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        bodyKeys: Object.keys(bodySchema?.properties ?? {}),
        queryKeys: (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      };
    });
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

// ── Generators ────────────────────────────────────────────────────────────────────────────────────────────

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '😀',
  'শিখন',
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "'; drop table users; --",
  '%00',
  '%',
  '2026-13-45',
  '9999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(300),
  'b'.repeat(5_000),
);

const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, 2 ** 31),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 2 }) },
);

/** A param: the caller's own id (so own-account routes get past the guard), a real job, or junk. */
const paramValue = (route: ContractRoute, own: string | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: 1, arbitrary: fc.constant(own ?? '00000000-0000-4000-8000-000000000000') },
    { weight: 1, arbitrary: fc.constant(jobId) },
    { weight: 1, arbitrary: fc.nat().map(String) },
  ).map((raw) => (route.url.includes('delete_user') && raw === own ? 'not-self' : raw));

/** A body: the route's own fields with bad values, any JSON, raw broken text, or a broken multipart body. */
interface BodySent {
  payload?: string;
  contentType?: string;
}

function body(route: ContractRoute): fc.Arbitrary<BodySent> {
  const known = route.bodyKeys.length > 0 ? route.bodyKeys : ['name', 'id'];
  // A few of the route's fields at a time (generating all of a long form each time costs more than the request).
  const fields = fc
    .uniqueArray(fc.tuple(fc.constantFrom(...known), value), { maxLength: 5, selector: ([key]) => key })
    .map((pairs) => ({ payload: JSON.stringify(Object.fromEntries(pairs)), contentType: 'application/json' }));
  const anyJson = fc.jsonValue({ maxDepth: 2 }).map((json) => ({ payload: JSON.stringify(json), contentType: 'application/json' }));
  const broken = fc
    .constantFrom('{', '{"a":', '[1,', 'nul', '"\\ud800"', '{"a":"\\u0000"}', '{"__proto__":{"x":1}}', '1', '""', '{}' + ' '.repeat(3))
    .map((payload) => ({ payload, contentType: 'application/json' }));
  const multipart = fc
    .tuple(
      fc.constantFrom('', 'xyz', 'b'.repeat(300), '----b'),
      fc.constantFrom(
        'abc',
        '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nv\u0000\r\n--xyz--\r\n',
        '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot-a-png\r\n--xyz--\r\n',
        '--xyz\r\nContent-Disposition: form-data; name="nationalId"; filename="a.png"\r\n\r\ncut',
        '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--xyz--\r\n',
        '--xyz--\r\n',
      ),
    )
    .map(([boundary, payload]) => ({ payload, contentType: `multipart/form-data; boundary=${boundary}` }));
  const otherType = fc
    .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1'), fc.string({ maxLength: 30 }))
    .map(([contentType, payload]) => ({ payload, contentType }));
  return fc.oneof(
    { weight: 4, arbitrary: fields },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: otherType },
    { weight: 1, arbitrary: fc.constant<BodySent>({}) },
  );
}

function query(route: ContractRoute): fc.Arbitrary<string> {
  const keys = fc.constantFrom(...route.queryKeys, 'page', 'limit', 'search', 'status', 'x', '__proto__', 'a[b]');
  const pair = fc.tuple(keys, fc.oneof(text, fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '-5', '1e9', 'true')));
  return fc.array(pair, { maxLength: 4 }).map((pairs) =>
    pairs
      .map(([key, raw]) => {
        // Already-encoded junk goes in as is (to reach the decoder); other text is encoded where it can be.
        if (/^%/.test(raw)) return `${encodeURIComponent(key)}=${raw}`;
        try {
          return `${encodeURIComponent(key)}=${encodeURIComponent(raw)}`;
        } catch {
          return `${encodeURIComponent(key)}=%ED%A0%80`;
        }
      })
      .join('&'),
  );
}

function encodeParam(raw: string): string {
  try {
    return encodeURIComponent(raw);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded: send its bytes instead
  }
}

function requestFor(routes: ContractRoute[], own: string | undefined) {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      params: fc.tuple(...route.params.map(() => paramValue(route, own))),
      query: query(route),
      body: route.method === 'GET' || route.method === 'DELETE' ? fc.oneof(fc.constant<BodySent>({}), body(route)) : body(route),
    }),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTestServer({ database });
  members = await signInEachType(server.app, server.db);
  jobId = (await insertJob(server.db)).id;
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(`fuzz: ${sent} requests (${byStatus.join(', ')})`);
});

describe('fuzz: no 5xx for anything a client can send', () => {
  const callers = ['guest', 'student', 'tutor', 'admin'] as const;

  it.each(callers)('as %s', async (caller) => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
    const member = caller === 'guest' ? undefined : members[caller];
    const routes = contractRoutes(doc).filter((route) => {
      if (!member) return true;
      const key = `${route.method} ${route.url}`;
      const level = (ROUTE_ACCESS as Record<string, RouteAccess>)[key]!.access;
      return !SESSION_ENDING.has(key) && accessAllows(level, caller === 'guest' ? null : caller);
    });
    expect(routes.length).toBeGreaterThan(member ? 10 : 50);

    await fc.assert(
      fc.asyncProperty(requestFor(routes, member?.id), async ({ route, params, query: search, body: sentBody }) => {
        let index = 0;
        const path = route.url.replace(/:(\w+)/g, () => encodeParam(params[index++] ?? ''));
        const headers: Record<string, string> = { ...(member?.headers ?? {}) };
        if (sentBody.contentType) headers['content-type'] = sentBody.contentType;
        const response = await server.app.inject({
          method: route.method,
          url: search ? `${path}?${search}` : path,
          headers,
          ...(sentBody.payload !== undefined ? { payload: sentBody.payload } : {}),
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          throw new Error(`${route.method} ${path}?${search} → ${response.statusCode} ${response.body}`);
        }
        if (response.statusCode >= 400) {
          expect(typeof response.json<{ message?: unknown }>().message).toBe('string');
        }
        // The member's session must survive the fuzz, or later runs test only the 401 path.
        if (member && response.statusCode === 401) {
          const me = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${member.id}`, headers: member.headers });
          if (me.statusCode !== 200) throw new Error(`${route.method} ${path} ended the ${caller}'s session`);
        }
      }),
      { seed: SEED + callers.indexOf(caller), numRuns: RUNS[caller], endOnFailure: true },
    );
  }, 600_000);

  it('sent at least 20,000 requests', () => {
    expect(sent).toBeGreaterThanOrEqual(20_000);
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeSignal } from '../services/change-signal';

/**
 * The public reads every guest gets alike: the board, Find tutors, a job, a tutor, the district counts, the home
 * page's figures, testimonials and affiliates. (A signed-in caller's answer may differ, e.g. the board's
 * `myApplicationStatus`, so only calls without an Authorization header are kept or answered from here.)
 */
export const CACHED_PUBLIC_READS = new Set([
  'GET /api/tuitions',
  'GET /api/tuitions/counts-by-district',
  'GET /api/tuitions/:id',
  'GET /api/tutors/all',
  'GET /api/tutors/:id',
  'GET /api/stats/public',
  'GET /api/testimonials',
  'GET /api/affiliate',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Tells the change signal of every successful write through the API (a non-GET answered below 400), before the
 * answer is sent: the kept answers here and the kept pages of the server render listen to it.
 */
export function signalWrites(app: FastifyInstance, signal: ChangeSignal): void {
  // Before the answer leaves: whoever the writer tells next ("it is published") reads it on any process.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) await signal.changed();
    return payload;
  });
}

/** Addresses kept at most; the oldest goes first. */
const MAX_ENTRIES = 2_000;

interface Kept {
  payload: string;
  at: number;
}

const fromCache = Symbol('public answer from the cache');

declare module 'fastify' {
  interface FastifyRequest {
    [fromCache]?: boolean;
  }
}

function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (!CACHED_PUBLIC_READS.has(route)) return undefined;
  return `${request.language} ${request.url}`;
}

/**
 * Guests' public reads are answered from memory for `cacheMs` after the first one: the same JSON, byte for byte,
 * sent through the same headers and compression (the onSend hooks still run), after the route's access guard and
 * rate limit (this answers in preHandler, so both have run and the query was validated).
 *
 * - Any successful write through the API (a non-GET answered below 400) forgets every kept answer, in this process
 *   at once and, on PostgreSQL, in every other server process through the change signal (LISTEN/NOTIFY). So nobody
 *   sees a job, a tutor or a change of their own late because of this cache.
 * - Nothing is kept while the change signal cannot hear other processes (its connection is down).
 * - What changes without a request (the clock passing a date filter, a job written by a script) shows within
 *   `cacheMs`. Totals of a thousand or more are already kept 30 s (search-counts.ts).
 * - `cacheMs` 0 turns it off (PUBLIC_CACHE_MS; the server tests that write rows directly do).
 */
export function registerPublicAnswerCache(
  app: FastifyInstance,
  { signal, cacheMs, now = Date.now }: { signal: ChangeSignal; cacheMs: number; now?: () => number },
): void {
  if (cacheMs <= 0) return;
  const kept = new Map<string, Kept>();
  signal.onChange(() => kept.clear());

  app.addHook('preHandler', async (request, reply) => {
    const key = cacheKey(request);
    if (key === undefined) return;
    const entry = kept.get(key);
    if (!entry) return;
    if (now() - entry.at >= cacheMs || !signal.listening) {
      kept.delete(key);
      return;
    }
    request[fromCache] = true;
    // A string with a JSON type goes straight to the onSend hooks: no second serialization.
    return reply.type('application/json; charset=utf-8').send(entry.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request[fromCache] || reply.statusCode !== 200 || typeof payload !== 'string' || !signal.listening) return payload;
    const key = cacheKey(request);
    if (key === undefined) return payload;
    kept.delete(key);
    kept.set(key, { payload, at: now() });
    if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
    return payload;
  });
}

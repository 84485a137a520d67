import type { Database } from '../db/database';

/**
 * How many rows a public search counts exactly on every request: a bounded count reads at most this many index
 * entries. At or above it the full count is taken once and kept for COUNT_CACHE_MS (see countMatches).
 */
export const EXACT_COUNT_LIMIT = 1000;
/** How long a large total (EXACT_COUNT_LIMIT or more) is reused for the same filters in one server process. */
export const COUNT_CACHE_MS = 30_000;
/** Filter sets remembered per database; the oldest is dropped first. */
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  total: Promise<number>;
}

// Per database (the tests open many), per filter set.
const caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The total of a public search (the board, Find tutors) without counting every match on every request:
 *
 * - a cached total for these filters (`key`) that is less than COUNT_CACHE_MS old is answered as it is;
 * - else `bounded(EXACT_COUNT_LIMIT)` counts at most that many matches: fewer means that is the exact total
 *   (small results, every test data set, and every narrow filter stay exact and current);
 * - else `full()` counts them all, once for all concurrent requests, and the total is kept for COUNT_CACHE_MS.
 *
 * So a total of a thousand or more may be up to 30 s old (a job posted or a tutor verified meanwhile shows on
 * the page but not yet in the count); the page itself is always current. docs/performance.md
 */
export async function countMatches(
  db: Database,
  key: string,
  bounded: (limit: number) => Promise<number>,
  full: () => Promise<number>,
  now: number = Date.now(),
): Promise<number> {
  const cache = cacheOf(db);
  const cached = cache.get(key);
  if (cached && cached.expires > now) return cached.total;
  const counted = await bounded(EXACT_COUNT_LIMIT);
  if (counted < EXACT_COUNT_LIMIT) {
    cache.delete(key);
    return counted;
  }
  const again = cache.get(key);
  if (again && again.expires > now) return again.total;
  const total = full();
  cache.delete(key);
  cache.set(key, { expires: now + COUNT_CACHE_MS, total });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // A failed count is not kept: the next request counts again.
  total.catch(() => {
    if (cache.get(key)?.total === total) cache.delete(key);
  });
  return total;
}

/** The cache key of a filter set: its fields in a fixed order, empty ones left out. */
export function filterKey(scope: string, filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${scope}:${JSON.stringify(entries)}`;
}

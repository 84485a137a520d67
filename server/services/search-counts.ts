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
  /** The total once counted (a kept total that is past `expires` is answered from it while it is counted again). */
  value?: number;
  /** A recount of an expired total is under way. */
  refreshing?: boolean;
}

/**
 * How long past COUNT_CACHE_MS a large total is still answered while one request's recount runs behind it (after
 * that, the request waits for the count, as at the first).
 */
export const COUNT_STALE_MS = 5 * 60_000;

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

function keep(cache: Map<string, Entry>, key: string, total: Promise<number>, expires: number): Entry {
  const entry: Entry = { expires, total };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  total.then(
    (value) => (entry.value = value),
    // A failed count is not kept: the next request counts again.
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry;
}

/**
 * The total of a public search (the board, Find tutors) without counting every match on every request:
 *
 * - a cached total for these filters (`key`) that is less than COUNT_CACHE_MS old is answered as it is;
 * - one that is older (by less than COUNT_STALE_MS) is answered too, while the first request to find it old counts
 *   again behind it (bounded first: below EXACT_COUNT_LIMIT the total is exact again from the next request), so
 *   no request waits for a full count of a popular filter once it has been counted;
 * - else `bounded(EXACT_COUNT_LIMIT)` counts at most that many matches: fewer means that is the exact total
 *   (small results, every test data set, and every narrow filter stay exact and current);
 * - else `full()` counts them all, once for all concurrent requests, and the total is kept for COUNT_CACHE_MS.
 *
 * So a total of a thousand or more may be about 30 s old (a job posted or a tutor verified meanwhile shows on the
 * page but not yet in the count); the page itself is always current. docs/performance.md
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
  if (cached && cached.value !== undefined && cached.expires + COUNT_STALE_MS > now) {
    if (!cached.refreshing) {
      cached.refreshing = true;
      const recount = bounded(EXACT_COUNT_LIMIT).then((counted) => (counted < EXACT_COUNT_LIMIT ? counted : full()));
      recount.then(
        (total) => {
          if (cache.get(key) !== cached) return;
          if (total < EXACT_COUNT_LIMIT) cache.delete(key);
          else keep(cache, key, recount, now + COUNT_CACHE_MS);
        },
        // A failed recount leaves the old total to the next request, which tries again.
        () => (cached.refreshing = false),
      );
    }
    return cached.value;
  }
  const counted = await bounded(EXACT_COUNT_LIMIT);
  if (counted < EXACT_COUNT_LIMIT) {
    cache.delete(key);
    return counted;
  }
  const again = cache.get(key);
  if (again && again.expires > now) return again.total;
  return keep(cache, key, full(), now + COUNT_CACHE_MS).total;
}

/** The cache key of a filter set: its fields in a fixed order, empty ones left out. */
export function filterKey(scope: string, filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${scope}:${JSON.stringify(entries)}`;
}

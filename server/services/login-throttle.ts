import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../errors';
import type { Clock } from './clock';

/**
 * Per-account login throttling (OWASP ASVS V2.2.1): after 5 failed logins of one account from one client
 * address, each further try must wait 2^(failures − 4) seconds (2 s, 4 s, 8 s, … at most 15 minutes), answered
 * 429 with Retry-After. The key is the account AND the address, so a stranger's storm of wrong passwords from
 * elsewhere never locks the owner out; a successful login clears the key; a key is forgotten a day after its
 * last failure. Decided in docs/decisions.md.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  forgetAfterMs: 24 * 60 * 60 * 1000,
} as const;

export interface ThrottleRecord {
  failures: number;
  /** Epoch milliseconds of the last failure. */
  lastFailureAt: number;
}

/**
 * Where failures are counted: in the process (one server process), or in Redis when REDIS_URL is set, so
 * every process behind the load balancer counts the same failures.
 */
export interface LoginThrottleStore {
  get(key: string, now: number): Promise<ThrottleRecord | undefined>;
  recordFailure(key: string, now: number): Promise<ThrottleRecord>;
  clear(key: string): Promise<void>;
}

/** A Map kept in insertion (least recently failed first) order, pruned past `maxEntries` and by age. */
export function createMemoryLoginThrottleStore(options: { maxEntries?: number } = {}): LoginThrottleStore {
  const maxEntries = options.maxEntries ?? 100_000;
  const records = new Map<string, ThrottleRecord>();
  const stale = (record: ThrottleRecord, now: number) => now - record.lastFailureAt >= LOGIN_THROTTLE.forgetAfterMs;
  return {
    async get(key, now) {
      const record = records.get(key);
      if (record && stale(record, now)) {
        records.delete(key);
        return undefined;
      }
      return record;
    },
    async recordFailure(key, now) {
      const previous = records.get(key);
      const failures = previous && !stale(previous, now) ? previous.failures + 1 : 1;
      records.delete(key);
      const record = { failures, lastFailureAt: now };
      records.set(key, record);
      // Oldest first: drop the ones that are too many (a flood of made-up accounts cannot grow memory).
      for (const oldest of records.keys()) {
        if (records.size <= maxEntries) break;
        records.delete(oldest);
      }
      return record;
    },
    async clear(key) {
      records.delete(key);
    },
  };
}

/** Seconds to wait after this many consecutive failures (0 while under the free tries). */
export function throttleDelaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.freeFailures) return 0;
  return Math.min(2 ** (failures - LOGIN_THROTTLE.freeFailures + 1), LOGIN_THROTTLE.maxDelaySeconds);
}

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const loginThrottleMessages = {
  wait: (seconds: number, at: Date) =>
    `Too many failed login attempts for this account. Please try again in ${inWords(seconds)} ` +
    `(after ${at.toISOString().slice(11, 19)} UTC), or reset your password.`,
};

export function createLoginThrottle(store: LoginThrottleStore, clock: Clock) {
  const keyOf = (account: string, ip: string) => `${account}\u0000${ip}`;
  return {
    /** 429 (with Retry-After) while this account is waiting out its delay from this address. */
    async check(account: string, ip: string): Promise<void> {
      const now = clock.now().getTime();
      const record = await store.get(keyOf(account, ip), now);
      // Under the free tries nothing waits, whatever another process's clock wrote as the last failure.
      const delaySeconds = record ? throttleDelaySeconds(record.failures) : 0;
      if (!record || delaySeconds === 0) return;
      const until = record.lastFailureAt + delaySeconds * 1000;
      if (until > now) {
        const seconds = Math.ceil((until - now) / 1000);
        throw tooManyRequests(loginThrottleMessages.wait(seconds, new Date(until)), seconds);
      }
    },
    async failed(account: string, ip: string): Promise<void> {
      await store.recordFailure(keyOf(account, ip), clock.now().getTime());
    },
    async succeeded(account: string, ip: string): Promise<void> {
      await store.clear(keyOf(account, ip));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Counts one failure atomically: a record older than the forget time starts again at 1. */
const RECORD_FAILURE = `
local failures = redis.call('HGET', KEYS[1], 'f')
local last = redis.call('HGET', KEYS[1], 't')
local now = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
if failures and last and (now - tonumber(last)) < forget then failures = tonumber(failures) + 1 else failures = 1 end
redis.call('HSET', KEYS[1], 'f', failures, 't', now)
redis.call('PEXPIRE', KEYS[1], forget)
return failures`;

/**
 * The same counts in Redis, shared by every server process (REDIS_URL). Keys hold a hash of the account and
 * address, never the e-mail itself, and expire a day after the last failure.
 */
export function createRedisLoginThrottleStore(redis: Redis, prefix: string): LoginThrottleStore {
  const keyOf = (key: string) => `${prefix}login-throttle:${createHash('sha256').update(key).digest('base64url')}`;
  const stale = (record: ThrottleRecord, now: number) => now - record.lastFailureAt >= LOGIN_THROTTLE.forgetAfterMs;
  return {
    async get(key, now) {
      const [failures, last] = await redis.hmget(keyOf(key), 'f', 't');
      if (!failures || !last) return undefined;
      const record = { failures: Number(failures), lastFailureAt: Number(last) };
      return stale(record, now) ? undefined : record;
    },
    async recordFailure(key, now) {
      const failures = await redis.eval(RECORD_FAILURE, 1, keyOf(key), now, LOGIN_THROTTLE.forgetAfterMs);
      return { failures: Number(failures), lastFailureAt: now };
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}

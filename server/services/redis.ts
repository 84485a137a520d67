import type { Redis } from 'ioredis';

/**
 * One Redis connection for the process's shared state. Short timeouts and one retry per command, as the
 * rate-limit plugin recommends: a slow Redis must not hold a login for seconds. ioredis is loaded only when
 * REDIS_URL is set (about 0.7 s of a start without it, issue 15).
 */
export async function openRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  // A lost connection is reconnected by ioredis; without a listener the error would crash the process.
  redis.on('error', () => {});
  return redis;
}

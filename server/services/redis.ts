import { Redis } from 'ioredis';

/**
 * One Redis connection for the process's shared state. Short timeouts and one retry per command, as the
 * rate-limit plugin recommends: a slow Redis must not hold a login for seconds.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  // A lost connection is reconnected by ioredis; without a listener the error would crash the process.
  redis.on('error', () => {});
  return redis;
}

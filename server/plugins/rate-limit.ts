import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../errors';

/**
 * Registered with global:false: routes opt in with `config: { rateLimit: authRateLimit(max) }`. With Redis the
 * counts are shared by every server process behind the load balancer; without it each process counts alone.
 */
export async function registerRateLimit(app: FastifyInstance, options: { redis?: Redis; prefix?: string } = {}): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: `${options.prefix ?? ''}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
}

/** Per client IP and per route, within one minute. */
export function authRateLimit(max: number) {
  return { max, timeWindow: '1 minute' };
}

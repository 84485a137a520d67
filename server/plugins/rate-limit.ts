import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/** Registered with global:false: routes opt in with `config: { rateLimit: authRateLimit(max) }`. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
}

/** Per client IP and per route, within one minute. */
export function authRateLimit(max: number) {
  return { max, timeWindow: '1 minute' };
}

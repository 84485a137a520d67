import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

export const inputGuardMessages = {
  unsafeText: (where: string) =>
    `${where} contains characters that are not allowed (a NUL byte or broken Unicode). Please remove them and try again.`,
  tooDeep: 'The request body is nested too deeply.',
};

// Deeper than any form of the app; a bomb of nested arrays is refused before zod walks it.
const MAX_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL byte (PostgreSQL refuses it in text) or a lone UTF-16 surrogate (not valid UTF-8). */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (value or key) of a parsed input that is not safe to store, e.g. "body.name",
 * or undefined when all are fine.
 */
export function findUnsafeText(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) throw badRequest(inputGuardMessages.tooDeep);
  if (Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnsafeText(value[index], `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return path;
    const found = findUnsafeText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws the 400 of the guard when a value (e.g. a multipart text field) holds unsafe text. */
export function assertSafeText(value: unknown, where: string): void {
  const found = findUnsafeText(value, where);
  if (found) throw badRequest(inputGuardMessages.unsafeText(found));
}

/**
 * Refuses, with 400 `{ message }`, any request whose path parameters, query or parsed JSON body hold a NUL
 * byte or a lone surrogate, before validation and before anything reaches the database. Registered on the
 * root instance (not encapsulated), so it covers every route. Multipart text fields are checked where they
 * are read (admin-content's parseFields), since the body is streamed after this hook.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertSafeText(request.params, 'params');
    assertSafeText(request.query, 'query');
    assertSafeText(request.body, 'body');
  });
}

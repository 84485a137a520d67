import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isUiLanguage, languageFromAcceptLanguage, type UiLanguage } from '../../src/shared/i18n/namespaces';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { setRequestLanguage, translateApiMessage, withRequestLanguage } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is written in (see requestLanguage). */
    language: UiLanguage;
  }
}

/**
 * The language of a request (issue 16): the signed-in member's own choice (users.language) when the route knows who
 * is calling and the account has one, else the browser's `Accept-Language`, else English.
 */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  const chosen = request.auth?.user.language;
  return isUiLanguage(chosen) ? chosen : languageFromAcceptLanguage(request.headers['accept-language']);
}

/** Answers that carry the signed-in account (`user` with its id): they also say the account's language. */
const ACCOUNT_ANSWERS = new Set(['POST /api/auth/login', 'POST /api/auth/register', 'GET /api/auth/get_all_users/:id']);

function isJson(reply: FastifyReply): boolean {
  return /^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Every JSON answer's `{ message }` (errors and successes) is written in the request's language, with
 * `Content-Language` saying which. English answers are sent exactly as the route wrote them. Registered before the
 * compression plugin, so it reads the answer before it is compressed.
 */
export function registerLanguage(app: FastifyInstance, deps: { db: Database }): void {
  app.decorateRequest('language', 'en');
  // The browser's language from the start; the account's once the route's guard has said who is calling. Texts
  // composed while answering (a guest's verification mail) read it through currentRequestLanguage().
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = requestLanguage(request);
    withRequestLanguage(request.language, done);
  });
  app.addHook('preHandler', async (request) => {
    request.language = requestLanguage(request);
    setRequestLanguage(request.language);
  });

  // The login, registration and account answers carry the account's language, for the client to switch to it
  // (server/services/users.ts builds them; the language is the one thing this plugin adds).
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!ACCOUNT_ANSWERS.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return payload;
    const user = (payload as { user?: { id?: unknown; _id?: unknown; language?: unknown } } | null)?.user;
    // The session answers name the account `id`, the account answer `_id` (the spec's field).
    const id = typeof user?.id === 'string' ? user.id : user?._id;
    if (!user || typeof id !== 'string' || user.language !== undefined) return payload;
    let language = request.auth?.user.id === id ? request.auth.user.language : undefined;
    if (language === undefined) {
      const [row] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, id)).limit(1);
      language = row?.language ?? null;
    }
    // An account with no choice yet says nothing (the client then keeps the language on screen).
    return language ? { ...(payload as object), user: { ...user, language } } : payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const language = requestLanguage(request);
    request.language = language;
    if (!isJson(reply)) return payload;
    reply.header('content-language', language);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-language/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    if (language === 'en' || typeof payload !== 'string' || !payload.includes('"message"')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return payload;
    const { message } = body as { message?: unknown };
    if (typeof message !== 'string') return payload;
    const translated = translateApiMessage(message, language);
    return translated === message ? payload : JSON.stringify({ ...body, message: translated });
  });
}

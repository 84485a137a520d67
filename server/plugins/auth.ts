import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { Clock } from '../services/clock';
import { findSessionByToken } from '../services/sessions';
import type { UserType } from '../services/users';

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth from the bearer token; never from anything else the client sends. */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    requireAuth: preHandlerAsyncHookHandler;
    requireRole: (...roles: UserType[]) => preHandlerAsyncHookHandler;
  }
}

export const sessionMessages = {
  missing: 'Authentication required. Please log in.',
  invalid: 'Your session is not valid. Please log in again.',
  revoked: 'Your session has ended. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
};

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{43})\s*$/i;

export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The signed-in user of a request that passed requireAuth. */
export function authenticated(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized(sessionMessages.missing);
  return request.auth;
}

/** Decorates the root instance (not encapsulated) with request.auth, requireAuth and requireRole. */
export function registerAuth(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  app.decorateRequest('auth', null);

  const requireAuth: preHandlerAsyncHookHandler = async (request) => {
    if (request.auth) return;
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized(sessionMessages.missing);
    if (token === null) throw unauthorized(sessionMessages.invalid);
    const found = await findSessionByToken(deps.db, token, deps.clock.now());
    if (found.status !== 'active') {
      throw unauthorized(found.status === 'unknown' ? sessionMessages.invalid : sessionMessages[found.status]);
    }
    request.auth = { user: found.user, session: found.session };
  };

  app.decorate('requireAuth', requireAuth);
  app.decorate('requireRole', (...roles: UserType[]) => {
    const requireRole: preHandlerAsyncHookHandler = async function (request, reply) {
      await requireAuth.call(this, request, reply);
      if (!roles.includes(authenticated(request).user.userType)) throw forbidden(sessionMessages.forbidden);
    };
    return requireRole;
  });
}

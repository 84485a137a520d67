import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import {
  ACCESS_LEVELS,
  accessAllows,
  roleAllows,
  routeAccess,
  ROUTE_ACCESS,
  type AccessLevel,
  type RouteAccess,
} from '../../src/shared/api/contract/routes';
import type { Database } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { Clock } from '../services/clock';
import { findSessionByToken } from '../services/sessions';

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

/** One route of Fastify's own table, as registered, with the access level the contract gave it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessLevel;
  owner: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set in onRequest from the bearer token; never from anything else the client sends. */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    /** Every route registered so far (HEAD routes left out), with its access level. */
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
}

export const sessionMessages = {
  missing: 'Authentication required. Please log in.',
  invalid: 'Your session is not valid. Please log in again.',
  revoked: 'Your session has ended. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
};

export const ownAccountMessage = 'You can only access your own account.';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{43})\s*$/i;

export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The signed-in user of a request whose route needs a login (the guard has already checked it). */
export function authenticated(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized(sessionMessages.missing);
  return request.auth;
}

export class RouteContractError extends Error {
  override name = 'RouteContractError';
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Access denied by default: every route gets the guard of its level from the contract's route table
 * (src/shared/api/contract/routes.ts) as its first onRequest hook, so the caller is checked before the body
 * is read. A route without an entry, or an entry without a route, stops the server from starting.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  app.decorateRequest('auth', null);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);

  const identify = async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized(sessionMessages.missing);
    if (token === null) throw unauthorized(sessionMessages.invalid);
    const found = await findSessionByToken(deps.db, token, deps.clock.now());
    if (found.status !== 'active') {
      throw unauthorized(found.status === 'unknown' ? sessionMessages.invalid : sessionMessages[found.status]);
    }
    request.auth = { user: found.user, session: found.session };
  };

  /** One guard per level, named after it. */
  const guards = Object.fromEntries(
    (Object.keys(ACCESS_LEVELS) as AccessLevel[]).map((level) => {
      const guard: onRequestAsyncHookHandler = async (request) => {
        if (level === 'public') return;
        if (level === 'optional') {
          // A stale or broken token on a page anyone may open gets the guest's answer, not an error.
          await identify(request).catch(() => {
            request.auth = null;
          });
          return;
        }
        await identify(request);
        if (!accessAllows(level, authenticated(request).user.userType)) throw forbidden(sessionMessages.forbidden);
      };
      Object.defineProperty(guard, 'name', { value: `access:${level}` });
      return [level, guard];
    }),
  ) as Record<AccessLevel, onRequestAsyncHookHandler>;

  /** Own-account routes: `:id` must be the caller's account (staff may read any); checked before the body too. */
  const ownAccountOnly = (message: string): onRequestAsyncHookHandler => {
    const guard: onRequestAsyncHookHandler = async (request) => {
      const { user } = authenticated(request);
      const { id } = (request.params ?? {}) as { id?: string };
      if (user.userType !== 'admin' && id !== user.id) throw forbidden(message);
    };
    Object.defineProperty(guard, 'name', { value: 'access:own-account' });
    return guard;
  };

  /** A staff member whose role the route's entry does not let in gets 403 (members are the level guard's business). */
  const staffRoleGuard = (entry: RouteAccess): onRequestAsyncHookHandler => {
    const guard: onRequestAsyncHookHandler = async (request) => {
      const user = request.auth?.user;
      if (user?.userType === 'admin' && !roleAllows(entry, user.role)) throw forbidden(sessionMessages.forbidden);
    };
    Object.defineProperty(guard, 'name', { value: 'access:staff-role' });
    return guard;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = asArray(route.method);
    const checked = methods.filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
    const key = (method: string) => `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
    const entries = (checked.length > 0 ? checked : methods).map((method) => {
      const entry = routeAccess(method, route.url);
      if (!entry) {
        throw new RouteContractError(
          `${key(method)} has no access level: add it to ROUTE_ACCESS in src/shared/api/contract/routes.ts`,
        );
      }
      return entry;
    });
    const [entry] = entries;
    if (!entry || entries.some((other) => other.access !== entry.access)) {
      throw new RouteContractError(`${methods.join(',')} ${route.url} mixes access levels in one route`);
    }
    const own = entry.owner ? [ownAccountOnly(entry.ownerMessage ?? ownAccountMessage)] : [];
    // Staff roles (issue 13): after the level's guard, a staff member's role must be one the entry lets in.
    const roles: onRequestAsyncHookHandler[] = accessAllows(entry.access, 'admin') && ACCESS_LEVELS[entry.access] !== null
      ? [staffRoleGuard(entry)]
      : [];
    route.onRequest = [guards[entry.access], ...roles, ...own, ...asArray(route.onRequest)];
    route.config = { ...(route.config ?? {}), access: entry.access };
    if (route.schema && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
      // /api/docs: a route that needs a login carries `security`; one a guest may call carries none.
      if (ACCESS_LEVELS[entry.access] === null) delete route.schema.security;
      else route.schema.security = [{ bearerAuth: [] }];
      const note = `Access: ${entry.access}${entry.owner ? ' (own account only)' : ''}.`;
      route.schema.description = route.schema.description ? `${note} ${route.schema.description}` : note;
    }
    for (const method of checked) {
      app.registeredRoutes.push({ method, url: route.url, access: entry.access, owner: entry.owner === true });
    }
  });

  app.addHook('onReady', async () => {
    const registered = new Set(app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    // The API's own routes; the client's files and the docs' assets exist only where they were built.
    const isApi = (key: string) => key.includes(' /api/') && !key.includes(' /api/docs');
    const missing = Object.keys(ROUTE_ACCESS).filter((key) => isApi(key) && !registered.has(key));
    if (missing.length > 0) {
      throw new RouteContractError(`The contract declares routes that no handler serves: ${missing.join(', ')}`);
    }
  });
}

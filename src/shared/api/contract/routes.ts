// Who may call each route, declared once. The API's routes carry their access on their contract entry
// (`defineRoute` in the area's file, gathered in api-routes.ts); this table is derived from them, plus the routes
// that are not the API's (docs, the built client, public images) and those not yet converted to entries. The server
// guards every route from it in `onRequest` (before the body is read) and refuses to start when a route and its entry
// do not match; the access walk (tests/server/access-walk.test.ts) tries every registered route against it.

import type { RouteAccess, RouteKey } from './access';
import { API_ROUTE_LIST, type ApiRoute } from './api-routes';
import { accessOf, routeKeyOf, type ContractRouteKeyOf } from './define-route';

export {
  ACCESS_LEVELS,
  ALL_STAFF,
  accessAllows,
  needsLogin,
  roleAllows,
  type AccessLevel,
  type RouteAccess,
  type RouteKey,
  type RouteMethod,
} from './access';

/** Routes outside the API's contract entries: the docs' UI, public images and the built client. */
const STATIC_ACCESS = {
  // System, API docs, the built client and public images
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/': { access: 'public' },
  'GET /api/docs/*': { access: 'public' },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  'GET /api/docs/static/*': { access: 'public' },
  'GET /api/docs/static/index.html': { access: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /uploads/*': { access: 'public' },
  'GET /': { access: 'public' },
  'GET /*': { access: 'public' },
} as const satisfies Record<RouteKey, RouteAccess>;

export type ContractRouteKey =
  | keyof typeof STATIC_ACCESS
  | ContractRouteKeyOf<ApiRoute>;

function buildRouteAccess(): Readonly<Record<ContractRouteKey, RouteAccess>> {
  const table: Record<string, RouteAccess> = { ...STATIC_ACCESS };
  for (const route of API_ROUTE_LIST) {
    const key = routeKeyOf(route);
    // One route, one entry: a second declaration would make the guard's answer depend on the order.
    if (key in table) throw new Error(`${key} is declared twice in the route contract`);
    table[key] = accessOf(route);
  }
  return table as Record<ContractRouteKey, RouteAccess>;
}

export const ROUTE_ACCESS = buildRouteAccess();

/** The entry of `METHOD /path` (HEAD is answered as GET), or undefined when the contract has none. */
export function routeAccess(method: string, url: string): RouteAccess | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return (ROUTE_ACCESS as Record<string, RouteAccess>)[key];
}


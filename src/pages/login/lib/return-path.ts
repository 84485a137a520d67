import { routes } from '@/shared/config';

/** Pages a login must not return to: they would only ask again. */
const NOT_RETURNABLE = [routes.login, routes.signup, routes.forgotPassword, routes.adminLogin];

/** A path on this site: one leading "/", no second "/" or "\" after it (those leave the site), no spaces. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\\\s]*$/;
const CONTROL_CHARACTER = /\p{Cc}/u;

/** `from` as a path with its search and hash, whether it is a string or a router location. */
function pathOf(from: unknown): string | undefined {
  if (typeof from === 'string') return from;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string') return undefined;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * Where to go after logging in, from the router state another page sent the visitor with
 * (`navigate('/login', { state: { from } })`): `from` when it is a same-site path, else undefined
 * (the dashboard). Full addresses, protocol-relative "//host" paths and the login pages are ignored.
 */
export function returnPathFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const path = pathOf((state as { from?: unknown }).from)?.trim();
  if (!path || !SAME_SITE_PATH.test(path) || CONTROL_CHARACTER.test(path)) return undefined;
  const pathname = path.replace(/[?#].*$/, '').replace(/(?<=.)\/+$/, '');
  return NOT_RETURNABLE.some((page) => page === pathname) ? undefined : path;
}

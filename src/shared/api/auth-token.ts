// The session token of the request layer lives in the Effector scope (issue 11 item 5): every scope (the browser's
// app, a server render, each test) has its own, and a call carries the token of the scope it runs in. The session
// entity keeps `$authToken` in step with the signed-in user; nothing here knows about users.
import { attach, createEffect, createEvent, createStore, sample, scopeBind, type Scope } from 'effector';
import { ApiError } from './api-error';

/**
 * The bearer token of this scope's session, or null for a guest. Never part of a serialized scope: a page the
 * server renders is a guest's, and a token must not travel in HTML whatever a scope holds.
 */
export const $authToken = createStore<string | null>(null, { sid: 'shared/api/$authToken', serialize: 'ignore' });

/**
 * A call made with this scope's current token was answered 401: the session expired or was revoked. A 401 to a call
 * sent without a token (a wrong password at login) or with a token replaced meanwhile (an older session's) is not.
 */
export const authTokenRejected = createEvent();

/** Sends one call with the token it is given (a bearer header, or none for null). */
export type Transport<T> = (token: string | null) => Promise<T>;

const sendFx = createEffect(({ token, transport }: { token: string | null; transport: Transport<unknown> }) => transport(token));

/** Every call of the request layer: it reads the token of the scope it is launched in. */
const requestFx = attach({
  source: $authToken,
  mapParams: (transport: Transport<unknown>, token) => ({ token, transport }),
  effect: sendFx,
});

sample({
  clock: sendFx.fail,
  source: $authToken,
  filter: (current, { params, error }) =>
    error instanceof ApiError && error.status === 401 && params.token !== null && params.token === current,
  target: authTokenRejected,
});

/** The scopes of the mounted apps, newest last (one in the browser; a test renders one at a time). */
const appScopes: Scope[] = [];

/**
 * Calls made outside any Effector scope (an XState actor's promise, a click handler calling an API function, an
 * effect's continuation after an await) run in `scope` until the returned function is called. `AppProviders` binds
 * the app's scope while it is mounted; a test harness binds the scope it signed in.
 */
export function bindRequestsToScope(scope: Scope): () => void {
  appScopes.push(scope);
  return () => {
    const index = appScopes.lastIndexOf(scope);
    if (index !== -1) appScopes.splice(index, 1);
  };
}

/** requestFx in the scope the caller runs in (an effect's handler), else the bound app's, else none (a guest). */
function requestInScope(): (transport: Transport<unknown>) => Promise<unknown> {
  try {
    // Throws when the caller runs outside any scope.
    return scopeBind(requestFx);
  } catch {
    const scope = appScopes.at(-1);
    return scope ? scopeBind(requestFx, { scope }) : requestFx;
  }
}

/**
 * Sends one call with the token of the scope it is made in; a rejection with status 401 is checked against that
 * scope's current token (see `authTokenRejected`). For the request layer's transports (ofetch, XMLHttpRequest).
 */
export function sendWithToken<T>(transport: Transport<T>): Promise<T> {
  return requestInScope()(transport) as Promise<T>;
}

const runInScopeFx = createEffect((call: () => Promise<unknown>) => call());

/**
 * Runs `call` in `scope`: the API calls it starts before its first await carry that scope's token (e.g. the session
 * machine's logout, or a test's `() => documentsApi.status(id)`).
 */
export function callInScope<T>(scope: Scope, call: () => Promise<T>): Promise<T> {
  return scopeBind(runInScopeFx, { scope })(call) as Promise<T>;
}

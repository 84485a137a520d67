import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { currentLanguage, i18n } from '../i18n';
import { ApiError } from './api-error';
import { sendWithToken } from './auth-token';
import { failureSentence } from './failure-words';

export { ApiError } from './api-error';

/**
 * The one ofetch instance: same origin, JSON, and the language on screen as `Accept-Language` so the server answers
 * its messages in it (issue 16; a member's saved language wins there). The bearer token is not its business: each
 * call gets the token of its scope from `sendWithToken` (see `withBearer`).
 */
export const http = ofetch.create({
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
    options.headers = headers;
  },
});

/** A call's headers with `Authorization: Bearer <token>` when there is a token and the call set none of its own. */
export function withBearer(headers: HeadersInit | undefined, token: string | null): Headers {
  const all = new Headers(headers);
  if (token && !all.has('Authorization')) all.set('Authorization', `Bearer ${token}`);
  return all;
}

const englishOf = new WeakMap<object, Map<string, string>>();
/**
 * The English words of a message the server wrote in the language on screen (issue 16): screens compare messages
 * with the contract's English constants and show them through translateMessage, so a message with one entry in the
 * `messages` catalogue reads as its English key here. Messages with a value, or two English texts sharing one
 * translation, stay as the server wrote them.
 */
export function englishMessage(text: string): string {
  const language = currentLanguage();
  if (language === 'en' || !i18n.isInitialized) return text;
  const bundle = i18n.getResourceBundle(language, 'messages') as Record<string, string> | undefined;
  if (!bundle) return text;
  let reverse = englishOf.get(bundle);
  if (!reverse) {
    const counts = new Map<string, number>();
    for (const translated of Object.values(bundle)) counts.set(translated, (counts.get(translated) ?? 0) + 1);
    reverse = new Map(
      Object.entries(bundle)
        .filter(([english, translated]) => !english.includes('{{') && counts.get(translated) === 1)
        .map(([english, translated]) => [translated, english]),
    );
    englishOf.set(bundle, reverse);
  }
  return reverse.get(text) ?? text;
}

/** The contract's error answer `{ message }`, its schema loaded with the first failure (not in the initial JS). */
const errorSchema = () => import('./contract/common').then((common) => common.errorResponseSchema);

/** A schema still loading is awaited after the answer; a chunk that failed to load is a failure without words. */
async function loaded<S extends z.ZodType>(schema: S | Promise<S>): Promise<S> {
  try {
    return await schema;
  } catch {
    throw new ApiError(failureSentence(0), 0, false);
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? error.statusCode ?? 0;
    const parsed = (await errorSchema().catch(() => null))?.safeParse(error.data);
    if (parsed?.success) return new ApiError(englishMessage(parsed.data.message), status, true, error.data);
    const text = typeof error.data === 'string' ? error.data.trim() : '';
    // A plain-text body is the server's sentence; an HTML error page (a proxy's 502) is not something to show.
    if (text && status && !text.startsWith('<')) return new ApiError(text, status, true);
    // Never "502 Bad Gateway" or ofetch's "[GET] /api/x: 500": the failure in words.
    return new ApiError(failureSentence(status), status, false);
  }
  return new ApiError(failureSentence(0), 0, false);
}

type RequestOptions = Omit<FetchOptions<'json'>, 'responseType'>;

/**
 * Calls the API with the token of the scope it is made in and parses the answer with its contract schema (or the
 * schema once it has loaded: callApi's answer schemas come with their contract file); failures become ApiError (a 401
 * to the scope's current token ends its session: `authTokenRejected`).
 */
export function request<S extends z.ZodType>(schema: S | Promise<S>, path: string, options: RequestOptions = {}): Promise<z.infer<S>> {
  // Paths are always from the site root, whatever page the call is made from.
  const url = /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
  // Not left unhandled when the request fails first.
  if (schema instanceof Promise) schema.catch(() => undefined);
  return sendWithToken(async (token) => {
    let data: unknown;
    try {
      data = await http(url, { ...options, headers: withBearer(options.headers, token) } as FetchOptions<'json'>);
    } catch (error) {
      throw await toApiError(error);
    }
    const parsed = (await loaded(schema)).safeParse(data);
    if (!parsed.success) throw new ApiError('Unexpected response from the server', 0, false);
    return parsed.data as z.infer<S>;
  });
}

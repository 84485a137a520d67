import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { currentLanguage, i18n } from '../i18n';
import { errorResponseSchema } from './contract/common';
import { failureSentence } from './failure-words';

/** An API failure as the screens see it: the server's `{ message }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** True when the server answered with its own message (not a network or parse failure). */
  readonly fromServer: boolean;
  /** The whole JSON answer, for routes whose error says more than `message` (e.g. an OTP's `triesLeft`). */
  readonly body: unknown;
  constructor(message: string, status: number, fromServer: boolean, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
    this.body = body;
  }
}

let authToken: string | null = null;
/** The session entity keeps this in step with the signed-in user. */
export function setAuthToken(token: string | null): void {
  authToken = token;
}
export function getAuthToken(): string | null {
  return authToken;
}

type SessionExpiredHandler = () => void;
let sessionExpiredHandler: SessionExpiredHandler | null = null;
/**
 * The session entity listens here: a call made with a token that the server answers 401 means the session
 * expired or was revoked, wherever the call was made. Returns the function that stops listening.
 */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = null;
  };
}

/**
 * A call made with `sentToken` was answered 401: when that is still the session's token, the session expired or
 * was revoked (a wrong password at login is a 401 too, but is sent without one; a token replaced meanwhile is not
 * this session's). For calls made outside `request()` too (the document upload's XMLHttpRequest).
 */
export function noteUnauthorized(sentToken: string | null): void {
  if (sentToken !== null && sentToken === authToken) sessionExpiredHandler?.();
}

/**
 * The one ofetch instance: same origin, JSON, bearer token when signed in, and the language on screen as
 * `Accept-Language` so the server answers its messages in it (issue 16; a member's saved language wins there).
 */
export const http = ofetch.create({
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    if (authToken && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${authToken}`);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
    options.headers = headers;
  },
});

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

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? error.statusCode ?? 0;
    const parsed = errorResponseSchema.safeParse(error.data);
    if (parsed.success) return new ApiError(englishMessage(parsed.data.message), status, true, error.data);
    const text = typeof error.data === 'string' ? error.data.trim() : '';
    // A plain-text body is the server's sentence; an HTML error page (a proxy's 502) is not something to show.
    if (text && status && !text.startsWith('<')) return new ApiError(text, status, true);
    // Never "502 Bad Gateway" or ofetch's "[GET] /api/x: 500": the failure in words.
    return new ApiError(failureSentence(status), status, false);
  }
  return new ApiError(failureSentence(0), 0, false);
}

type RequestOptions = Omit<FetchOptions<'json'>, 'responseType'>;

/** Calls the API and parses the answer with its contract schema; failures become ApiError. */
export async function request<S extends z.ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  let data: unknown;
  // Paths are always from the site root, whatever page the call is made from.
  const url = /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
  const sentToken = authToken;
  try {
    data = await http(url, options as FetchOptions<'json'>);
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === 401) noteUnauthorized(sentToken);
    throw failure;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError('Unexpected response from the server', 0, false);
  return parsed.data;
}

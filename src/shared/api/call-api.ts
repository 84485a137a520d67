import type { z } from 'zod';
import { sendWithToken } from './auth-token';
import { ApiError, http, request, withBearer } from './client';
import { failureSentence } from './failure-words';
import type { SuccessSchemaOf } from './contract/define-route';
import { answerSchemaOf, type AnyRoute, type RouteOf } from './route-ref';

type Part<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

/**
 * What a call of this entry sends: its params, query and body, each required exactly when the entry declares it.
 * The entry is a route of the contract or the browser's reference to one (route-ref.ts).
 */
export type CallInput<R extends AnyRoute> = Part<RouteOf<R>, 'params'> & Part<RouteOf<R>, 'query'> & Part<RouteOf<R>, 'body'>;

/** What a call of this entry answers: its success schema's output. */
export type CallAnswer<R extends AnyRoute> = z.output<SuccessSchemaOf<RouteOf<R>>>;

/** Options of the one ofetch call besides what the entry decides (e.g. an abort signal). */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type HasInput<R extends AnyRoute> = RouteOf<R> extends { params: z.ZodType } | { query: z.ZodType } | { body: z.ZodType } ? true : false;

/** `/api/tutors/:id` with `{ id: 'a b' }` → `/api/tutors/a%20b`. */
export function pathOf(route: Pick<AnyRoute, 'method' | 'path'>, params: Readonly<Record<string, unknown>> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.method} ${route.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values ofetch sends: an undefined value is left out (a filter not chosen). */
function queryOf(query: unknown): Record<string, string | number | boolean | (string | number)[]> | undefined {
  if (query === undefined || query === null) return undefined;
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null),
  ) as Record<string, string | number | boolean | (string | number)[]>;
}

/**
 * Calls a route of the contract: URL from its path and params, its method, its query and body, and the answer parsed
 * with its success schema (a reference's contract file is loaded while the request is under way). Failures are request()'s ApiError (the scope's token is sent, a 401 to it ends the session, Accept-Language
 * is sent).
 */
export function callApi<R extends AnyRoute>(
  route: R,
  ...[input, options]: HasInput<R> extends true ? [input: CallInput<R>, options?: CallOptions] : [input?: CallInput<R>, options?: CallOptions]
): Promise<CallAnswer<R>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const sendQuery = queryOf(query);
  return request(answerSchemaOf(route), pathOf(route, params), {
    method: route.method,
    ...(sendQuery ? { query: sendQuery } : {}),
    ...(body !== undefined ? { body: body as Record<string, unknown> } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.headers ? { headers: options.headers } : {}),
  }) as Promise<CallAnswer<R>>;
}

/**
 * Downloads a file route of the contract (a CSV, a PDF) as a Blob: URL, method and query from the entry. A refusal
 * becomes an ApiError with the server's sentence (read from the JSON the Blob holds), else the sentence for the status.
 */
export function callApiFile<R extends AnyRoute>(route: R, input: CallInput<R>): Promise<Blob> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: unknown };
  const sendQuery = queryOf(query);
  return sendWithToken(async (token) => {
    try {
      return await http(pathOf(route, params), {
        method: route.method,
        responseType: 'blob',
        headers: withBearer(undefined, token),
        ...(sendQuery ? { query: sendQuery } : {}),
      });
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      const status = (error as { status?: number }).status ?? 0;
      let message = failureSentence(status);
      if (data instanceof Blob) {
        try {
          const parsed = JSON.parse(await data.text()) as { message?: unknown };
          if (typeof parsed.message === 'string') message = parsed.message;
        } catch {
          // Not the server's JSON: keep the sentence for the status.
        }
      } else if (data && typeof (data as { message?: unknown }).message === 'string') {
        message = (data as { message: string }).message;
      }
      // A 401 to the scope's current token ends its session (sendWithToken).
      throw new ApiError(message, status, true);
    }
  });
}

/** Hands the browser a file to save under `name` (a Blob behind a temporary link). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import type { z } from 'zod';
import { currentLanguage } from '../i18n';
import { sendWithToken } from './auth-token';
import { ApiError, englishMessage } from './client';
import { pathOf } from './call-api';
import { errorResponseSchema } from './contract/common';
import type { SuccessSchemaOf } from './contract/define-route';
import { answerSchemaOf, type AnyRoute, type RouteOf } from './route-ref';
import { failureSentence } from './failure-words';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  total: number;
}

export interface SendFormOptions {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** Called as bytes leave the browser. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The whole upload as a percentage 0–100. */
export const uploadPercent = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** A failed upload as `request()` would report it: the server's `{ message }`, else its text body, else words. */
function failureOf(status: number, text: string): ApiError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = errorResponseSchema.safeParse(json);
  if (parsed.success) return new ApiError(englishMessage(parsed.data.message), status, true, json);
  const plain = text.trim();
  // A plain-text body is the server's message; an HTML error page is not something to show.
  if (plain && status && !plain.startsWith('<')) return new ApiError(plain, status, true);
  return new ApiError(failureSentence(status), status, false);
}

/**
 * Sends a multipart form and parses the answer with its contract schema, like `request()`, but over
 * XMLHttpRequest: fetch cannot report upload progress. Same token (the scope's), language and 401 handling.
 */
export function sendForm<S extends z.ZodType>(
  schema: S | Promise<S>,
  path: string,
  { method = 'POST', body, onProgress, signal }: SendFormOptions,
): Promise<z.infer<S>> {
  return sendWithToken(
    (token) =>
      new Promise<z.infer<S>>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, path);
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.setRequestHeader('Accept-Language', currentLanguage());
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
        };
        xhr.onload = () => {
          if (xhr.status < 200 || xhr.status >= 300) {
            // A 401 to the scope's current token ends the session as after any other call (sendWithToken).
            reject(failureOf(xhr.status, xhr.responseText));
            return;
          }
          let json: unknown;
          try {
            json = JSON.parse(xhr.responseText);
          } catch {
            json = undefined;
          }
          Promise.resolve(schema).then(
            (loaded) => {
              const parsed = loaded.safeParse(json);
              if (parsed.success) resolve(parsed.data);
              else reject(new ApiError('Unexpected response from the server', 0, false));
            },
            () => reject(new ApiError(failureSentence(0), 0, false)),
          );
        };
        xhr.onerror = () => reject(new ApiError(failureSentence(0), 0, false));
        xhr.onabort = () => reject(new ApiError('Upload cancelled', 0, false));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(body);
      }),
  );
}

/**
 * Sends a multipart form to a contract entry (one that `consumes` multipart/form-data): URL from its path and params,
 * its method, and the answer parsed with its success schema, with upload progress as `sendForm`.
 */
export function sendContractForm<R extends AnyRoute & { method: 'POST' | 'PUT' }>(
  route: R,
  params: Readonly<Record<string, string>>,
  { body, onProgress, signal }: Omit<SendFormOptions, 'method'>,
): Promise<z.infer<SuccessSchemaOf<RouteOf<R>>>> {
  return sendForm(answerSchemaOf(route), pathOf(route, params), {
    method: route.method,
    body,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  }) as Promise<z.infer<SuccessSchemaOf<RouteOf<R>>>>;
}

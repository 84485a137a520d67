import {
  ApiError,
  documentStatusResponseSchema,
  documentUploadResponseSchema,
  errorResponseSchema,
  failureSentence,
  getAuthToken,
  noteUnauthorized,
  request,
  type DocumentStatus,
} from '@/shared/api';

export type DocumentFiles = Partial<Record<'nationalId' | 'institutionId', File>>;

export interface UploadRequest {
  userId: string;
  files: DocumentFiles;
  onProgress?: (progress: { loaded: number; total: number }) => void;
  signal?: AbortSignal;
}

const documentsPath = (userId: string) => `/api/documents/${encodeURIComponent(userId)}`;

/** The message of a failed upload: the server's `{ message }`, else its text body (spec 7). */
function failureOf(status: number, body: string): ApiError {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const parsed = errorResponseSchema.safeParse(json);
  if (parsed.success) return new ApiError(parsed.data.message, status, true);
  const text = body.trim();
  // A plain-text body is the server's message; an HTML error page is not something to show.
  if (text && !text.startsWith('<')) return new ApiError(text, status, true);
  // Never "HTTP 502" or a bare reason phrase: the failure in words.
  return new ApiError(failureSentence(status), status, false);
}

/**
 * POST /api/documents/{id}/upload, multipart `nationalId` and/or `institutionId`. XMLHttpRequest
 * rather than fetch, since only it reports upload progress.
 */
export function uploadDocuments({ userId, files, onProgress, signal }: UploadRequest): Promise<DocumentStatus> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (files.nationalId) form.append('nationalId', files.nationalId, files.nationalId.name);
    if (files.institutionId) form.append('institutionId', files.institutionId, files.institutionId.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${documentsPath(userId)}/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        // An expired session ends here as after any other call (the login page, then back to this one).
        if (xhr.status === 401) noteUnauthorized(token);
        reject(failureOf(xhr.status, xhr.responseText));
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      const parsed = documentUploadResponseSchema.safeParse(json);
      if (parsed.success) resolve(parsed.data.documents);
      else reject(new ApiError('Unexpected response from the server', 0, false));
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0, false));
    xhr.onabort = () => reject(new ApiError('Upload cancelled', 0, false));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const documentsApi = {
  /** GET /api/documents/{id}/status. */
  status: async (userId: string): Promise<DocumentStatus> =>
    (await request(documentStatusResponseSchema, `${documentsPath(userId)}/status`)).documents,
  upload: uploadDocuments,
};

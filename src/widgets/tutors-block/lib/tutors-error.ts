import { ApiError } from '@/shared/api';

// The reason phrases a browser's `statusText` would carry; the API client keeps only the code.
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Spec section 8, "Tutors (home)": "Failed to fetch tutors: {status} - {statusText}". Without
 * an answer at all (offline, server down) there is no status: "Failed to fetch tutors: no response from the server".
 */
export function tutorsErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (!status) return 'Failed to fetch tutors: no response from the server';
  const statusText = REASON_PHRASES[status] ?? (error instanceof Error ? error.message : '');
  return `Failed to fetch tutors: ${status} - ${statusText}`;
}

import { ApiError } from '@/shared/api';

const UNPARSABLE = 'Unexpected response from the server';

// Reason phrases of the statuses our API answers with, so the text reads like the old client's statusText.
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** What a failed user load tells the user (spec section 8, "Dashboard"). */
export interface UserLoadError {
  /** "Error: {status} {statusText}", "Invalid user data format", or "Error: {reason}" without an answer. */
  title: string;
  /** The server's own explanation, when it says more than the status text. */
  detail: string | null;
}

export function describeUserLoadError(error: unknown): UserLoadError {
  if (error instanceof ApiError) {
    if (error.status === 0 && !error.fromServer && error.message === UNPARSABLE) {
      return { title: 'Invalid user data format', detail: null };
    }
    if (error.status > 0) {
      const statusText = STATUS_TEXT[error.status] ?? (error.fromServer ? '' : error.message);
      const detail = error.fromServer && error.message && error.message !== statusText ? error.message : null;
      return { title: `Error: ${error.status} ${statusText || error.message}`.trim(), detail };
    }
    return { title: `Error: ${error.message || 'Could not reach the server'}`, detail: null };
  }
  return { title: `Error: ${error instanceof Error ? error.message : String(error)}`, detail: null };
}

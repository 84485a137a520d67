import { ApiError } from '@/shared/api';

const UNPARSABLE = 'Unexpected response from the server';

/** The dashboard's texts for a failed user load (spec section 8, "Dashboard"). */
export function describeUserLoadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0 && !error.fromServer && error.message === UNPARSABLE) return 'Invalid user data format';
    if (error.status > 0) return `Error: ${error.status} ${error.message}`.trim();
    return `Error: ${error.message}`;
  }
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}

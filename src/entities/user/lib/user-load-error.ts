import { ApiError, failureSentence } from '@/shared/api';

const UNPARSABLE = 'Unexpected response from the server';

/** What a failed user load tells the user (spec section 8, "Dashboard", worded as in docs/decisions.md). */
export interface UserLoadError {
  /**
   * The server's own sentence, else the failure in words by its status ("Error: {status} {statusText}" of the
   * spec gave way to this: no screen shows a bare status code); "Invalid user data format" when the answer had no user.
   */
  title: string;
  /** More to say beside the title; null today (kept for the dashboard's layout). */
  detail: string | null;
  /** The answer had no user ("Invalid user data format"): screens say it in their language. */
  invalid?: boolean;
}

export function describeUserLoadError(error: unknown): UserLoadError {
  if (error instanceof ApiError) {
    if (error.status === 0 && !error.fromServer && error.message === UNPARSABLE) {
      return { title: 'Invalid user data format', detail: null, invalid: true };
    }
    if (error.fromServer && error.message.trim() !== '') return { title: error.message, detail: null };
    return { title: failureSentence(error.status), detail: null };
  }
  return { title: failureSentence(0), detail: null };
}

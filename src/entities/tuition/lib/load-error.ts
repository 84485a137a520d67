import { ApiError, failureSentence } from '@/shared/api';
import { currentLanguage, translateMessage } from '@/shared/i18n';

/** Shown when the tuition calls fail without a message from the server (offline, server down). */
export const UNREACHABLE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** What a failed tuition load tells the user: the server's message, else the unreachable text. */
export function describeLoadError(error: unknown): string {
  if (error instanceof ApiError && error.fromServer) return translateMessage(error.message);
  // In Bangla the unreachable text is the `common` catalogue's network failure sentence.
  return currentLanguage() === 'en' ? UNREACHABLE_MESSAGE : failureSentence(0);
}

/** A job that does not exist (or an id the server cannot read) is "not found", not an outage. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

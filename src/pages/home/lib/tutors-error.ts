import { ApiError, failureSentence } from '@/shared/api';
import { currentLanguage, i18n, translateMessage } from '@/shared/i18n';

/**
 * Spec section 8, "Tutors (home)": "Failed to fetch tutors: {status} - {statusText}" gave way to the failure in
 * words (docs/decisions.md): "Failed to fetch tutors: " and the server's sentence, else one by the status. In Bangla
 * the lead words come from the `home` catalogue and the server's sentence through translateMessage.
 */
export function tutorsErrorMessage(error: unknown): string {
  const reason =
    error instanceof ApiError && error.fromServer && error.message.trim() !== ''
      ? translateMessage(error.message)
      : failureSentence(error instanceof ApiError ? error.status : 0);
  if (currentLanguage() === 'en' || !i18n.isInitialized) return `Failed to fetch tutors: ${reason}`;
  return i18n.t('tutors.failed', { ns: 'home', reason, defaultValue: `Failed to fetch tutors: ${reason}` });
}

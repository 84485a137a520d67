import { currentLanguage, i18n } from '../i18n';

/**
 * No screen shows a bare status code: when the server sent no sentence of its own, a failure reads as one of
 * these, chosen by the status (or its family). The English words are the ones here; in Bangla each comes from the
 * `common` catalogue's `failure` group (the same keys).
 */
export const FAILURE_SENTENCES = {
  network: 'We could not reach the server. Please check your connection and try again.',
  badRequest: 'The request could not be processed. Please check what you entered and try again.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'We could not find what you were looking for. It may have been removed.',
  conflict: 'This was changed meanwhile. Please reload the page and try again.',
  tooLarge: 'The file or form is too large. Please send something smaller.',
  tooMany: 'Too many attempts. Please wait a moment and try again.',
  otherClient: 'The request could not be completed. Please try again.',
  server: 'Something went wrong on our side. Please try again in a few minutes.',
} as const;
export type FailureKind = keyof typeof FAILURE_SENTENCES;

/** Which sentence a status reads as; 0 (no answer at all) is the network one. */
export function failureKind(status: number): FailureKind {
  if (!status) return 'network';
  if (status === 400 || status === 422) return 'badRequest';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'tooMany';
  if (status >= 500) return 'server';
  return 'otherClient';
}

/** The sentence for a failed answer with this status, in the language on screen. */
export function failureSentence(status: number): string {
  const kind = failureKind(status);
  const english = FAILURE_SENTENCES[kind];
  if (currentLanguage() === 'en' || !i18n.isInitialized) return english;
  return i18n.t(`failure.${kind}`, { ns: 'common', defaultValue: english });
}

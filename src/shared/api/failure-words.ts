/**
 * No screen shows a bare status code: when the server sent no sentence of its own, a failure reads as one of
 * these, chosen by the status (or its family).
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

/** The sentence for a failed answer with this status; 0 (no answer at all) is the network one. */
export function failureSentence(status: number): string {
  if (!status) return FAILURE_SENTENCES.network;
  if (status === 400 || status === 422) return FAILURE_SENTENCES.badRequest;
  if (status === 401) return FAILURE_SENTENCES.unauthorized;
  if (status === 403) return FAILURE_SENTENCES.forbidden;
  if (status === 404 || status === 410) return FAILURE_SENTENCES.notFound;
  if (status === 409) return FAILURE_SENTENCES.conflict;
  if (status === 413) return FAILURE_SENTENCES.tooLarge;
  if (status === 429) return FAILURE_SENTENCES.tooMany;
  if (status >= 500) return FAILURE_SENTENCES.server;
  return FAILURE_SENTENCES.otherClient;
}

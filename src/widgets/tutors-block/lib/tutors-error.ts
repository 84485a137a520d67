import { ApiError, failureSentence } from '@/shared/api';

/**
 * Spec section 8, "Tutors (home)": "Failed to fetch tutors: {status} - {statusText}" gave way to the failure in
 * words (docs/decisions.md): "Failed to fetch tutors: " and the server's sentence, else one by the status.
 */
export function tutorsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.message.trim() !== '') {
    return `Failed to fetch tutors: ${error.message}`;
  }
  return `Failed to fetch tutors: ${failureSentence(error instanceof ApiError ? error.status : 0)}`;
}

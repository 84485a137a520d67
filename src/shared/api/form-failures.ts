import type { z } from 'zod';
import { ApiError } from './client';

/** The first message of each field a contract schema rejected, keyed by the field's name. */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

export const NETWORK_ERROR_MESSAGE = 'An error occurred. Please check your network connection and try again.';

/** A form's failure: the server's own message; else the network message when it never answered; else `fallback`. */
export function submitErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.fromServer && error.message.trim()) return error.message;
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  }
  return fallback;
}

/** What a form says after it was sent: that it went, or why not (the server's sentence or the form's fallback). */
export interface SubmitFeedback {
  tone: 'success' | 'error';
  message: string;
}

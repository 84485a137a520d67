import { ApiError } from '@/shared/api';

export const NETWORK_ERROR_MESSAGE = 'An error occurred. Please check your network connection and try again.';

/** The server's own message; else the network message when it never answered; else `fallback`. */
export function submitErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.fromServer && error.message.trim()) return error.message;
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  }
  return fallback;
}

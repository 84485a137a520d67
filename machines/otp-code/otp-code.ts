/**
 * The code step shared by registration and password reset: what the server's answers say about the code
 * (tries left, expired, when Resend opens), read from the API client's error shape
 * `{ message, status, fromServer, body }`. The wire shapes are declared once in the contract
 * (src/shared/api/contract/auth.ts: otpSentResponseSchema, otpErrorResponseSchema); this reads them
 * without importing the client.
 */
import { OTP_LENGTH } from '../../src/shared/api/contract';

/** The boxes of the code step: the contract's code length. */
export const OTP_DIGITS = OTP_LENGTH;

/** Seconds until Resend when the server did not say (its once-a-minute rule). */
export const DEFAULT_RESEND_AFTER_SECONDS = 60;

export const OTP_CODE_MESSAGES = {
  resent: 'We sent a new code to your email. Please enter it below.',
  expiredHint: 'This code can no longer be used. Please ask for a new one with Resend code.',
} as const;

/** What the code step shows beside the boxes. */
export interface OtpCodeStatus {
  /** Tries left after a wrong code, or null before any. */
  triesLeft: number | null;
  /** The code cannot be used any more (expired, used up, or locked after five wrong tries): only Resend helps. */
  codeExpired: boolean;
  /** When Resend opens (epoch ms), or null when it is open. */
  resendAvailableAt: number | null;
}

export const freshOtpCodeStatus = (resendAfterSeconds: number | undefined, now = Date.now()): OtpCodeStatus => ({
  triesLeft: null,
  codeExpired: false,
  resendAvailableAt: now + (resendAfterSeconds ?? DEFAULT_RESEND_AFTER_SECONDS) * 1000,
});

export const emptyOtpBoxes = (): string[] => Array.from({ length: OTP_DIGITS }, () => '');

/** Six boxes from what was typed or pasted: a digit or "" each. */
export const otpBoxesOf = (digits: readonly string[]): string[] =>
  Array.from({ length: OTP_DIGITS }, (_, i) => (/^\d$/.test(digits[i] ?? '') ? digits[i]! : ''));

export interface OtpFailure {
  /** The server answered (status above 0). */
  answered: boolean;
  /** The server's own sentence, when it sent one. */
  message: string | undefined;
  triesLeft: number | undefined;
  expired: boolean;
  retryAfterSeconds: number | undefined;
}

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** Reads a failed call in the API client's error shape. */
export function otpFailureOf(error: unknown): OtpFailure {
  if (typeof error !== 'object' || error === null) {
    return { answered: false, message: undefined, triesLeft: undefined, expired: false, retryAfterSeconds: undefined };
  }
  const { message, status, fromServer, body } = error as {
    message?: unknown;
    status?: unknown;
    fromServer?: unknown;
    body?: unknown;
  };
  const details = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    answered: typeof status === 'number' && status > 0,
    message: fromServer === true && typeof message === 'string' && message.trim() !== '' ? message : undefined,
    triesLeft: wholeNumber(details.triesLeft),
    expired: details.expired === true,
    retryAfterSeconds: wholeNumber(details.retryAfterSeconds),
  };
}

/** The failure is about the code itself (wrong, expired, locked), so the user stays on the code step. */
export const isCodeFailure = (failure: OtpFailure): boolean => failure.expired || failure.triesLeft !== undefined;

/** The code step's status after a refused code. */
export function statusAfterRefusal(current: OtpCodeStatus, failure: OtpFailure): OtpCodeStatus {
  const triesLeft = failure.triesLeft ?? current.triesLeft;
  return { ...current, triesLeft, codeExpired: failure.expired || triesLeft === 0 };
}

/** The code step's status after a refused Resend: a 429 says when it opens. */
export function statusAfterResendRefusal(current: OtpCodeStatus, failure: OtpFailure, now = Date.now()): OtpCodeStatus {
  return failure.retryAfterSeconds === undefined
    ? current
    : { ...current, resendAvailableAt: now + failure.retryAfterSeconds * 1000 };
}

import { OTP_LENGTH } from '@/shared/config';

export { OTP_LENGTH };

/** One entry per box: a single digit "0"–"9", or "" when the box is empty. */
export type OtpDigits = readonly string[];

/** What an edit leaves behind: the boxes and the box that should hold the focus. */
export interface OtpEdit {
  digits: string[];
  focus: number;
}

const DIGIT = /^\d$/;

export function emptyOtp(length: number = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/** Any value normalised to `length` boxes of one digit or nothing. */
export function normalizeOtp(digits: readonly string[], length: number = OTP_LENGTH): string[] {
  return Array.from({ length }, (_, i) => (DIGIT.test(digits[i] ?? '') ? (digits[i] as string) : ''));
}

/** The OTP as sent to the server: the digits joined together. */
export function otpValue(digits: OtpDigits): string {
  return digits.join('');
}

/** Complete only when every box holds a digit. */
export function isOtpComplete(digits: OtpDigits, length: number = OTP_LENGTH): boolean {
  return digits.length === length && digits.every((d) => DIGIT.test(d));
}

/** Where the focus goes when the boxes open: the first empty box, else the last one. */
export function firstEmptyIndex(digits: OtpDigits): number {
  const empty = digits.findIndex((d) => d === '');
  return empty === -1 ? Math.max(digits.length - 1, 0) : empty;
}

function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(index, 0), Math.max(length - 1, 0));
}

/**
 * The box at `index` now reads `input` (what the browser put there). A digit is kept and the focus
 * moves forward: when the box already held one, the new digit is the one that is not the old one.
 * An emptied box is cleared and keeps the focus; input without a digit changes nothing. More than
 * two digits at once (a phone's one-time-code autofill) are taken as a paste.
 */
export function enterDigit(digits: OtpDigits, index: number, input: string): OtpEdit {
  const next = [...digits];
  if (input === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const typed = input.replace(/\D/g, '');
  if (typed === '') return { digits: next, focus: index };
  if (typed.length > 2) return pasteOtp(typed, digits.length) ?? { digits: next, focus: index };
  const previous = digits[index] ?? '';
  const fresh = typed.length === 2 && previous !== '' ? typed.replace(previous, '') : typed;
  next[index] = fresh.charAt(fresh.length - 1);
  return { digits: next, focus: clampIndex(index + 1, digits.length) };
}

/**
 * A key pressed in the box at `index`. Backspace in an empty box and the arrow keys move the focus;
 * the answer is the box to focus, or null when the key is left to the browser.
 */
export function keyTarget(digits: OtpDigits, index: number, key: string): number | null {
  switch (key) {
    case 'Backspace':
      return digits[index] === '' && index > 0 ? index - 1 : null;
    case 'ArrowLeft':
      return clampIndex(index - 1, digits.length);
    case 'ArrowRight':
      return clampIndex(index + 1, digits.length);
    default:
      return null;
  }
}

/**
 * Pasted text: non-digits are dropped and the first `length` digits fill the boxes from the first
 * one (the rest are cleared: a paste is a whole code); the focus goes to the last filled box.
 * Text without a digit changes nothing (null).
 */
export function pasteOtp(text: string, length: number = OTP_LENGTH): OtpEdit | null {
  const pasted = text.replace(/\D/g, '').slice(0, length);
  if (pasted === '') return null;
  const digits = emptyOtp(length);
  for (let i = 0; i < pasted.length; i += 1) digits[i] = pasted.charAt(i);
  return { digits, focus: pasted.length - 1 };
}

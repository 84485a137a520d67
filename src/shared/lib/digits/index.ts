// Bangla digits (০–৯, U+09E6–U+09EF) in and out. Every input that takes a number (phone, salary, class, OTP)
// accepts both scripts and stores ASCII digits; screens in Bangla show Bangla digits (through Intl where a number
// is formatted, through toBanglaDigits where a text carries digits as typed, e.g. a salary range "5000-6000").

const BANGLA_ZERO = 0x09e6;

/** ASCII digits for Bangla ones; everything else unchanged. "০১৭১২৩৪৫৬৭৮" → "01712345678". */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/** Bangla digits for ASCII ones; everything else unchanged. "5000-6000" → "৫০০০-৬০০০". */
export function toBanglaDigits(value: string): string {
  return value.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)));
}

/** A value as zod's `preprocess` sees it: strings get ASCII digits, anything else passes through. */
export function normalizeDigitsInput(value: unknown): unknown {
  return typeof value === 'string' ? normalizeDigits(value) : value;
}

/** Business rules of the Terms, the FAQ and section 9 of both specs. */

/** Digits of a registration or password-reset OTP. */
export const OTP_LENGTH = 6;

/** Registration is free; tutor verification costs this many Taka. */
export const VERIFICATION_FEE_TAKA = 200;

/**
 * The media (service) fee: 60% of the first month's salary, due 30 days after the tuition
 * starts; when the tuition ends within its first month the fee is 40% and the other 20% is
 * refunded.
 */
export const MEDIA_FEE = {
  rate: 0.6,
  dueAfterDays: 30,
  earlyEndWithinMonths: 1,
  earlyEndRate: 0.4,
  earlyEndRefundRate: 0.2,
} as const;

/** Commission of merchants (affiliates). */
export const AFFILIATE_COMMISSION_RATE = 0.15;

/** Identity documents: PNG or JPEG images of at most 5 MB each. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const DOCUMENT_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/**
 * Public images (testimonial photos, affiliate logos and banners): PNG, JPEG or WebP by content,
 * at most 2 MB each (the spec's 'max 2MB' hint, enforced). Never SVG from an upload.
 */
export const PUBLIC_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PUBLIC_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** An affiliate offer's promo code when the admin leaves it empty: the brand name in capitals. */
export const DEFAULT_PROMO_CODE = 'SHIKHON';

/** Tutors must be this old or older. */
export const MIN_TUTOR_AGE = 18;

/** Shortest class, in hours per session. */
export const MIN_CLASS_HOURS = 1.5;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The monthly salary a fee is based on: the number itself, or the lower bound of a range
 * written as text ("5000-6000", "5,000 - 6,000 TK"); undefined when there is none
 * ("Negotiable", empty, 0).
 */
export function salaryLowerBound(salary: number | string | null | undefined): number | undefined {
  if (typeof salary === 'number') return Number.isFinite(salary) && salary > 0 ? salary : undefined;
  const first = salary?.replace(/(?<=\d),(?=\d)/g, '').match(/\d+(?:\.\d+)?/);
  const value = first ? Number(first[0]) : NaN;
  return value > 0 ? value : undefined;
}

/**
 * The media fee in whole Taka for a salary (its lower bound for a range): 60%, or 40% when the
 * tuition ended within its first month; undefined when the salary is unknown.
 */
export function mediaFeeFor(
  salary: number | string | null | undefined,
  endedWithinFirstMonth = false,
): number | undefined {
  const base = salaryLowerBound(salary);
  if (base === undefined) return undefined;
  return Math.round(base * (endedWithinFirstMonth ? MEDIA_FEE.earlyEndRate : MEDIA_FEE.rate));
}

/** What is refunded of a paid 60% fee when the tuition ended within its first month (20%). */
export function mediaFeeRefundFor(salary: number | string | null | undefined): number | undefined {
  const base = salaryLowerBound(salary);
  return base === undefined ? undefined : Math.round(base * MEDIA_FEE.earlyEndRefundRate);
}

/** When the media fee falls due: 30 days after the tuition's start. */
export function mediaFeeDueDate(startDate: Date | string | number): Date {
  return new Date(new Date(startDate).getTime() + MEDIA_FEE.dueAfterDays * DAY_MS);
}

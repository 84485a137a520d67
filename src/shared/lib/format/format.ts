// One formatter for what people read: dates, times, ages and money, all on Intl. The locale is the language on
// screen (set by the i18n start, see setFormatLanguage) unless a caller passes one (the server's mails do).
// English keeps the spec's fixed forms: "Month D, YYYY", "Just now" / "{N} hours ago" / "{N} days ago",
// "{salary} TK/Month" (docs/decisions.md); Bangla uses bn-BD's digits and month names, and its words come from the
// `common` catalogue's `format` keys.
import { i18n } from '../../i18n';
import { toBanglaDigits } from '../digits';

export type DateInput = Date | string | number;

/** The locale and, for text composed on the server, the time zone to show (default: the reader's own). */
export interface FormatOptions {
  locale?: string;
  timeZone?: string;
}

export const DEFAULT_LOCALE = 'en';
const BANGLA_LOCALE = 'bn-BD';

let screenLocale = DEFAULT_LOCALE;
/** The language on screen: every format without an explicit locale follows it. */
export function setFormatLanguage(language: 'en' | 'bn'): void {
  screenLocale = language === 'bn' ? BANGLA_LOCALE : DEFAULT_LOCALE;
}
/** The locale formats use now. */
export function formatLocale(): string {
  return screenLocale;
}
const isBangla = (locale: string) => locale.toLowerCase().startsWith('bn');

/** A Bangla word of the `common` catalogue's `format` group (the English forms are the spec's, written here). */
function banglaWords(key: string, values: Record<string, string> = {}): string {
  return i18n.t(`format.${key}`, { ns: 'common', lng: 'bn', ...values });
}
/** Bangladesh time: what mails and the server's texts show. */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function toDate(value: DateInput | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// Intl formatters are costly to build and the same few are asked for on every row: keep them.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateFormat = ({ locale = screenLocale, timeZone }: FormatOptions) =>
  cached(`date|${locale}|${timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
  );
const timeFormat = ({ locale = screenLocale, timeZone }: FormatOptions) =>
  cached(`time|${locale}|${timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }),
  );

/** A date: "Month D, YYYY" in English, e.g. "January 5, 2026"; `fallback` for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined, fallback = '', options: FormatOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat(options).format(date) : fallback;
}

/** A date and time: "January 5, 2026, 3:30 PM" in English; `fallback` for a missing or invalid date. */
export function formatDateTime(value: DateInput | null | undefined, fallback = '', options: FormatOptions = {}): string {
  const date = toDate(value);
  return date ? `${dateFormat(options).format(date)}, ${timeFormat(options).format(date)}` : fallback;
}

/**
 * How long ago: under 1 hour "Just now", under 24 hours "{N} hours ago", otherwise "{N} days ago",
 * counting whole hours and days ("1 hour ago" and "1 day ago" in the singular). A date in the future
 * (clock skew) is "Just now"; an invalid one gives `fallback`. Other locales get Intl's own words.
 */
export function formatRelative(
  value: DateInput | null | undefined,
  now: DateInput = new Date(),
  fallback = '',
  { locale = screenLocale }: Pick<FormatOptions, 'locale'> = {},
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return fallback;
  const elapsed = reference.getTime() - date.getTime();
  if (elapsed < HOUR_MS) {
    if (!isBangla(locale)) return 'Just now';
    const words = cached(`now|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(0, 'second');
    return words.charAt(0).toLocaleUpperCase(locale) + words.slice(1);
  }
  const ago = cached(`ago|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  return elapsed < DAY_MS ? ago.format(-Math.floor(elapsed / HOUR_MS), 'hour') : ago.format(-Math.floor(elapsed / DAY_MS), 'day');
}

/** The board's name for formatRelative. */
export const relativeTime = formatRelative;

/**
 * An amount of money, the one style of every screen and mail: thousands grouped and "TK" after it,
 * e.g. "5,000 TK" (the spec's salaries read "{salary} TK/Month"). A number written as text ("3,000")
 * is read; anything else counts as 0.
 */
export function formatMoney(amount: number | string | null | undefined, { locale = screenLocale }: Pick<FormatOptions, 'locale'> = {}): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '').trim()) : amount;
  const number = cached(`money|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  const text = number.format(value !== null && value !== undefined && Number.isFinite(value) ? value : 0);
  // Bangla: "৫,০০০ টাকা", the Taka style chosen once (docs/decisions.md).
  return isBangla(locale) ? banglaWords('money', { amount: text }) : `${text} TK`;
}

/** A count as read: "5,000" in English, "৫,০০০" in Bangla. */
export function formatNumber(value: number, { locale = screenLocale }: Pick<FormatOptions, 'locale'> = {}): string {
  return cached(`number|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(value);
}

/** Digits inside a text as the screen's language writes them ("5000-6000" → "৫০০০-৬০০০" in Bangla). */
export function localDigits(text: string, { locale = screenLocale }: Pick<FormatOptions, 'locale'> = {}): string {
  return isBangla(locale) ? toBanglaDigits(text) : text;
}

/** A job or tutor id as shown: its first 8 characters. */
export function shortId(id: string | number | null | undefined): string {
  return String(id ?? '').slice(0, 8);
}

/** A tutor request's number as shown: "#" and the last 6 characters of its id. */
export function requestNumber(id: string | number | null | undefined): string {
  return `#${String(id ?? '').slice(-6)}`;
}

/**
 * Every word capitalised and the rest in lower case; hyphens and underscores become spaces, so
 * "bangla-medium" and "BANGLA MEDIUM" both read "Bangla Medium".
 */
export function toTitleCase(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

const NEGOTIABLE = 'Negotiable';

/**
 * A monthly salary as shown: "{salary} TK/Month" ("5000 TK/Month", "5000-6000 TK/Month"), or
 * "Negotiable" when there is none (missing, empty, 0, or already "Negotiable").
 */
export function formatSalary(salary: number | string | null | undefined, { locale = screenLocale }: Pick<FormatOptions, 'locale'> = {}): string {
  const negotiable = isBangla(locale) ? banglaWords('negotiable') : NEGOTIABLE;
  if (salary === null || salary === undefined) return negotiable;
  const text = String(salary).trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'negotiable') return negotiable;
  return isBangla(locale) ? banglaWords('salaryPerMonth', { salary: toBanglaDigits(text) }) : `${text} TK/Month`;
}

/** Days per week as the board shows them, "{N} Days/Week"; 3 when missing. */
export function formatDaysPerWeek(days: number | string | null | undefined, { locale = screenLocale }: Pick<FormatOptions, 'locale'> = {}): string {
  const text = String(days ?? '').trim() || '3';
  return isBangla(locale) ? banglaWords('daysPerWeek', { days: toBanglaDigits(text) }) : `${text} Days/Week`;
}

/**
 * The dashboard greeting for a local time: "Good Morning, " from 05:00 to 11:59,
 * "Good Afternoon, " from 12:00 to 16:59 and "Good Evening, " from 17:00 to 04:59.
 */
export function greetingFor(date: DateInput = new Date(), { locale = screenLocale }: Pick<FormatOptions, 'locale'> = {}): string {
  const hour = (toDate(date) ?? new Date()).getHours();
  const part = hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 17 ? 'afternoon' : 'evening';
  if (isBangla(locale)) return banglaWords(`greeting.${part}`);
  return part === 'morning' ? 'Good Morning, ' : part === 'afternoon' ? 'Good Afternoon, ' : 'Good Evening, ';
}

import dayjs from 'dayjs';

export type DateInput = Date | string | number;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function toDate(value: DateInput | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "Month D, YYYY" in local time, e.g. "January 5, 2026"; `fallback` for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined, fallback = ''): string {
  const date = toDate(value);
  return date ? dayjs(date).format('MMMM D, YYYY') : fallback;
}

/**
 * How long ago: under 1 hour "Just now", under 24 hours "{N} hours ago", otherwise
 * "{N} days ago", counting whole hours and days ("1 hour ago" and "1 day ago" in the singular).
 * A date in the future (clock skew) is "Just now"; an invalid one gives `fallback`.
 */
export function relativeTime(
  value: DateInput | null | undefined,
  now: DateInput = new Date(),
  fallback = '',
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return fallback;
  const elapsed = reference.getTime() - date.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  return days === 1 ? '1 day ago' : `${days} days ago`;
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
export function formatSalary(salary: number | string | null | undefined): string {
  if (salary === null || salary === undefined) return NEGOTIABLE;
  const text = String(salary).trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'negotiable') return NEGOTIABLE;
  return `${text} TK/Month`;
}

const takaFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount of money: thousands grouped, "TK" after it, e.g. "3,000 TK". */
export function formatTaka(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '').trim()) : amount;
  return `${takaFormat.format(value !== null && value !== undefined && Number.isFinite(value) ? value : 0)} TK`;
}

/** Days per week as the board shows them, "{N} Days/Week"; 3 when missing. */
export function formatDaysPerWeek(days: number | string | null | undefined): string {
  const text = String(days ?? '').trim();
  return `${text === '' ? '3' : text} Days/Week`;
}

/**
 * The dashboard greeting for a local time: "Good Morning, " from 05:00 to 11:59,
 * "Good Afternoon, " from 12:00 to 16:59 and "Good Evening, " from 17:00 to 04:59.
 */
export function greetingFor(date: DateInput = new Date()): string {
  const hour = (toDate(date) ?? new Date()).getHours();
  if (hour >= 5 && hour < 12) return 'Good Morning, ';
  if (hour >= 12 && hour < 17) return 'Good Afternoon, ';
  return 'Good Evening, ';
}

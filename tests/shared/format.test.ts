import { describe, expect, it } from 'vitest';
import {
  DHAKA_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDaysPerWeek,
  formatMoney,
  formatRelative,
  formatSalary,
  greetingFor,
  relativeTime,
  requestNumber,
  setFormatLanguage,
  shortId,
  toTitleCase,
} from '@/shared/lib/format';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDate', () => {
  it('writes "Month D, YYYY" without a leading zero', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('January 5, 2026');
    expect(formatDate(new Date(2025, 11, 31, 23, 59))).toBe('December 31, 2025');
    expect(formatDate(new Date(2024, 1, 29))).toBe('February 29, 2024');
  });

  it('accepts a timestamp and an ISO string as well as a Date', () => {
    const date = new Date(2026, 4, 17, 9, 30);
    expect(formatDate(date.getTime())).toBe('May 17, 2026');
    expect(formatDate(date.toISOString())).toBe('May 17, 2026');
  });

  it('gives the fallback for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null, 'N/A')).toBe('N/A');
    expect(formatDate('not a date', 'N/A')).toBe('N/A');
    expect(formatDate('', 'N/A')).toBe('N/A');
  });
});

describe('relativeTime', () => {
  const now = new Date(2026, 0, 10, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says "Just now" under 1 hour', () => {
    expect(relativeTime(now, now)).toBe('Just now');
    expect(relativeTime(ago(59 * MINUTE), now)).toBe('Just now');
    expect(relativeTime(ago(HOUR - 1), now)).toBe('Just now');
  });

  it('counts whole hours from 1 hour to under 24 hours', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(relativeTime(ago(2 * HOUR - 1), now)).toBe('1 hour ago');
    expect(relativeTime(ago(2 * HOUR), now)).toBe('2 hours ago');
    expect(relativeTime(ago(23 * HOUR), now)).toBe('23 hours ago');
    expect(relativeTime(ago(DAY - 1), now)).toBe('23 hours ago');
  });

  it('counts whole days from 24 hours on', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(relativeTime(ago(2 * DAY - 1), now)).toBe('1 day ago');
    expect(relativeTime(ago(2 * DAY), now)).toBe('2 days ago');
    expect(relativeTime(ago(45 * DAY), now)).toBe('45 days ago');
  });

  it('treats a date in the future as "Just now" and accepts strings', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('Just now');
    expect(relativeTime(ago(3 * HOUR).toISOString(), now.toISOString())).toBe('3 hours ago');
  });

  it('measures against the current time by default', () => {
    expect(relativeTime(new Date(Date.now() - 5 * HOUR))).toBe('5 hours ago');
  });

  it('gives the fallback for an invalid date', () => {
    expect(relativeTime('garbage', now)).toBe('');
    expect(relativeTime(undefined, now, 'N/A')).toBe('N/A');
  });
});

describe('ids', () => {
  it('shows a job or tutor id as its first 8 characters', () => {
    expect(shortId('6650f1c2a9b4e3d2c1b0a999')).toBe('6650f1c2');
    expect(shortId('abc')).toBe('abc');
    expect(shortId(1234567890)).toBe('12345678');
    expect(shortId(undefined)).toBe('');
  });

  it('shows a request as "#" and the last 6 characters of its id', () => {
    expect(requestNumber('6650f1c2a9b4e3d2c1b0a999')).toBe('#b0a999');
    expect(requestNumber('abc')).toBe('#abc');
    expect(requestNumber(undefined)).toBe('#');
  });
});

describe('toTitleCase', () => {
  it('capitalises each word and lowers the rest', () => {
    expect(toTitleCase('bangla medium')).toBe('Bangla Medium');
    expect(toTitleCase('ENGLISH VERSION')).toBe('English Version');
    expect(toTitleCase('  skill   development program ')).toBe('Skill Development Program');
  });

  it('reads slugs as words', () => {
    expect(toTitleCase('bangla-medium')).toBe('Bangla Medium');
    expect(toTitleCase('admission_test')).toBe('Admission Test');
  });

  it('keeps an empty value empty', () => {
    expect(toTitleCase('')).toBe('');
    expect(toTitleCase(undefined)).toBe('');
  });
});

describe('formatSalary', () => {
  it('adds " TK/Month" to a salary or a range', () => {
    expect(formatSalary(5000)).toBe('5000 TK/Month');
    expect(formatSalary('5000-6000')).toBe('5000-6000 TK/Month');
    expect(formatSalary(' 7000 ')).toBe('7000 TK/Month');
  });

  it('says "Negotiable" when there is no salary', () => {
    expect(formatSalary(undefined)).toBe('Negotiable');
    expect(formatSalary(null)).toBe('Negotiable');
    expect(formatSalary('')).toBe('Negotiable');
    expect(formatSalary(0)).toBe('Negotiable');
    expect(formatSalary('negotiable')).toBe('Negotiable');
  });
});

describe('formatMoney', () => {
  it('groups thousands and writes TK after the amount', () => {
    expect(formatMoney(3000)).toBe('3,000 TK');
    expect(formatMoney(200)).toBe('200 TK');
    expect(formatMoney(1234567)).toBe('1,234,567 TK');
    expect(formatMoney(3333.333)).toBe('3,333.33 TK');
    expect(formatMoney('3,000')).toBe('3,000 TK');
    expect(formatMoney(0)).toBe('0 TK');
  });

  it('counts anything that is not a number as 0', () => {
    expect(formatMoney(null)).toBe('0 TK');
    expect(formatMoney('five')).toBe('0 TK');
    expect(formatMoney(Number.NaN)).toBe('0 TK');
  });

  it('writes Bangla digits and the Taka word in Bangla', () => {
    expect(formatMoney(5000, { locale: 'bn-BD' })).toBe('৫,০০০ টাকা');
    expect(formatMoney('3,000', { locale: 'bn-BD' })).toBe('৩,০০০ টাকা');
  });

  it('follows the language on screen when no locale is passed', () => {
    setFormatLanguage('bn');
    try {
      expect(formatMoney(4800)).toBe('৪,৮০০ টাকা');
      expect(formatSalary('5000-6000')).toBe('৫০০০-৬০০০ টাকা/মাস');
      expect(formatSalary('Negotiable')).toBe('আলোচনা সাপেক্ষে');
      expect(formatDaysPerWeek(3)).toBe('সপ্তাহে ৩ দিন');
      expect(formatDate('2026-11-25T06:00:00Z')).toBe('২৫ নভেম্বর, ২০২৬');
    } finally {
      setFormatLanguage('en');
    }
    expect(formatMoney(4800)).toBe('4,800 TK');
    expect(formatDate('2026-11-25T06:00:00Z')).toBe('November 25, 2026');
  });
});

describe('formatDateTime', () => {
  it('writes "Month D, YYYY, h:mm AM/PM"', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 15, 30))).toBe('January 5, 2026, 3:30 PM');
    expect(formatDateTime(new Date(2026, 0, 5, 9, 5))).toBe('January 5, 2026, 9:05 AM');
    expect(formatDateTime(undefined, 'N/A')).toBe('N/A');
  });

  it('shows Bangladesh time when asked, whatever the machine\'s zone', () => {
    // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6).
    const at = '2026-01-05T18:30:00.000Z';
    expect(formatDateTime(at, '', { timeZone: DHAKA_TIME_ZONE })).toBe('January 6, 2026, 12:30 AM');
    expect(formatDate(at, '', { timeZone: DHAKA_TIME_ZONE })).toBe('January 6, 2026');
  });
});

describe('the locale parameter', () => {
  it("gives another locale's words and digits, English unchanged", () => {
    const date = new Date(2026, 0, 5);
    expect(formatDate(date, '', { locale: 'en' })).toBe('January 5, 2026');
    expect(formatDate(date, '', { locale: 'bn-BD' })).not.toBe('January 5, 2026');
    expect(formatDate(date, '', { locale: 'bn-BD' })).toContain('২০২৬');
    const now = new Date(2026, 0, 10, 12);
    expect(formatRelative(new Date(now.getTime() - 2 * HOUR), now, '', { locale: 'bn-BD' })).toContain('২');
    expect(formatRelative(now, now, '', { locale: 'en' })).toBe('Just now');
  });

  it('keeps relativeTime as the same function as formatRelative', () => {
    expect(relativeTime).toBe(formatRelative);
  });
});

describe('formatDaysPerWeek', () => {
  it('writes "{N} Days/Week", 3 when missing', () => {
    expect(formatDaysPerWeek(5)).toBe('5 Days/Week');
    expect(formatDaysPerWeek('2')).toBe('2 Days/Week');
    expect(formatDaysPerWeek(undefined)).toBe('3 Days/Week');
  });
});

describe('greetingFor', () => {
  const at = (hour: number, minute = 0) => new Date(2026, 0, 10, hour, minute);

  it('says good morning from 05:00 to 11:59', () => {
    expect(greetingFor(at(5))).toBe('Good Morning, ');
    expect(greetingFor(at(11, 59))).toBe('Good Morning, ');
  });

  it('says good afternoon from 12:00 to 16:59', () => {
    expect(greetingFor(at(12))).toBe('Good Afternoon, ');
    expect(greetingFor(at(16, 59))).toBe('Good Afternoon, ');
  });

  it('says good evening from 17:00 to 04:59', () => {
    expect(greetingFor(at(17))).toBe('Good Evening, ');
    expect(greetingFor(at(23, 59))).toBe('Good Evening, ');
    expect(greetingFor(at(0))).toBe('Good Evening, ');
    expect(greetingFor(at(4, 59))).toBe('Good Evening, ');
  });
});

import { describe, expect, it } from 'vitest';
import { formatJobNumber, parseJobNumber } from '@/shared/lib/job-number';

describe('formatJobNumber', () => {
  it('writes SK- and the number', () => {
    expect(formatJobNumber(10234)).toBe('SK-10234');
    expect(formatJobNumber(10001)).toBe('SK-10001');
  });

  it('is empty for a job without a number', () => {
    expect(formatJobNumber(null)).toBe('');
    expect(formatJobNumber(undefined)).toBe('');
    expect(formatJobNumber(0)).toBe('');
    expect(formatJobNumber(1.5)).toBe('');
  });
});

describe('parseJobNumber', () => {
  it('reads the number in any way people type it', () => {
    for (const text of ['SK-10234', 'sk-10234', 'SK10234', 'sk 10234', '10234', '  SK-10234 ', '#10234', 'Sk - 10234']) {
      expect(parseJobNumber(text)).toBe(10234);
    }
  });

  it('round-trips with formatJobNumber', () => {
    expect(parseJobNumber(formatJobNumber(12345))).toBe(12345);
  });

  it('is null for what is not a job number', () => {
    for (const text of ['', '   ', 'SK-', 'SK-10a34', 'Dhaka', 'Mirpur 10', '10234 Dhaka', 'SK-0', '99999999999', 'XK-10234']) {
      expect(parseJobNumber(text)).toBeNull();
    }
    expect(parseJobNumber(null)).toBeNull();
    expect(parseJobNumber(undefined)).toBeNull();
  });
});

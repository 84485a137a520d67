// @vitest-environment node
// The dashboard's growth periods: this Dhaka month so far against the same length from the start of last month, and
// always two periods of the same length (the 31st after a 30-day month, March after February, leap years, the first
// minutes of a month in Dhaka while UTC is still in the month before).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { growthPeriods } from '@server/services/growth-periods';
import { insertUser, setupTestServer } from './harness';
import { signIn } from './member-fixtures';

const server = setupTestServer();

const iso = (date: Date) => date.toISOString();
const length = (period: { from: Date; to: Date }) => period.to.getTime() - period.from.getTime();

function expectPeriods(now: string, current: [string, string], previous: [string, string]) {
  const periods = growthPeriods(new Date(now));
  expect([iso(periods.current.from), iso(periods.current.to)]).toEqual(current);
  expect([iso(periods.previous.from), iso(periods.previous.to)]).toEqual(previous);
  expect(length(periods.previous)).toBe(length(periods.current));
}

describe('growth periods', () => {
  it('mid-month: the first 14 days and 6 hours of this month against the same of last month', () => {
    // 15 June 12:00 in Dhaka.
    expectPeriods(
      '2026-06-15T06:00:00.000Z',
      ['2026-05-31T18:00:00.000Z', '2026-06-15T06:00:00.000Z'],
      ['2026-04-30T18:00:00.000Z', '2026-05-15T06:00:00.000Z'],
    );
  });

  it('the 31st after a 30-day month: the earlier period ends where this month starts (a day into April)', () => {
    // 31 May 12:00 in Dhaka: 30.5 days of May; April has 30 days.
    expectPeriods(
      '2026-05-31T06:00:00.000Z',
      ['2026-04-30T18:00:00.000Z', '2026-05-31T06:00:00.000Z'],
      ['2026-03-31T06:00:00.000Z', '2026-04-30T18:00:00.000Z'],
    );
  });

  it('the 31st after a 31-day month: the whole-day counterpart in last month', () => {
    // 31 August 12:00 in Dhaka against 31 July 12:00.
    expectPeriods(
      '2026-08-31T06:00:00.000Z',
      ['2026-07-31T18:00:00.000Z', '2026-08-31T06:00:00.000Z'],
      ['2026-06-30T18:00:00.000Z', '2026-07-31T06:00:00.000Z'],
    );
  });

  it('late March after a 28-day February reaches back into January; 28 March stays inside February', () => {
    expectPeriods(
      '2026-03-30T18:00:00.000Z', // 31 March 00:00 in Dhaka: 30 days of March, February has 28.
      ['2026-02-28T18:00:00.000Z', '2026-03-30T18:00:00.000Z'],
      ['2026-01-29T18:00:00.000Z', '2026-02-28T18:00:00.000Z'],
    );
    expectPeriods(
      '2026-03-27T18:00:00.000Z', // 28 March 00:00 in Dhaka: 27 days, inside February's 28.
      ['2026-02-28T18:00:00.000Z', '2026-03-27T18:00:00.000Z'],
      ['2026-01-31T18:00:00.000Z', '2026-02-27T18:00:00.000Z'],
    );
  });

  it('February against January, and a leap-year 29 February', () => {
    expectPeriods(
      '2026-02-28T12:00:00.000Z', // 28 February 18:00 in Dhaka.
      ['2026-01-31T18:00:00.000Z', '2026-02-28T12:00:00.000Z'],
      ['2025-12-31T18:00:00.000Z', '2026-01-28T12:00:00.000Z'],
    );
    expectPeriods(
      '2028-02-29T12:00:00.000Z',
      ['2028-01-31T18:00:00.000Z', '2028-02-29T12:00:00.000Z'],
      ['2027-12-31T18:00:00.000Z', '2028-01-29T12:00:00.000Z'],
    );
  });

  it('the first minutes of a month in Dhaka (UTC still in the month before), and January against December', () => {
    expectPeriods(
      '2025-12-31T18:30:00.000Z', // 1 January 2026 00:30 in Dhaka.
      ['2025-12-31T18:00:00.000Z', '2025-12-31T18:30:00.000Z'],
      ['2025-11-30T18:00:00.000Z', '2025-11-30T18:30:00.000Z'],
    );
  });
});

describe('GET /api/admin/stats growth', () => {
  it('compares the month so far with the same days of last month, not with the whole of last month', async () => {
    // 10 May 12:00 in Dhaka: May's first 9.5 days against 1-10 April 12:00.
    const now = new Date('2026-05-10T06:00:00Z');
    server.clock.set(now);
    const admin = await signIn(server.app, server.db, 'admin');
    const tutorAt = async (createdAt: string) => {
      const { user } = await insertUser(server.db, { userType: 'tutor' });
      await server.db.update(users).set({ createdAt: new Date(createdAt) }).where(eq(users.id, user.id));
    };
    // This month: 3 (one at this very instant). The same days of April: 2. Later in April: 4, which do not count.
    for (const at of ['2026-05-02T06:00:00Z', '2026-05-09T06:00:00Z', now.toISOString()]) await tutorAt(at);
    for (const at of ['2026-04-02T06:00:00Z', '2026-04-10T05:59:00Z']) await tutorAt(at);
    for (const at of ['2026-04-10T06:00:00Z', '2026-04-15T06:00:00Z', '2026-04-25T06:00:00Z', '2026-04-30T17:59:00Z']) await tutorAt(at);
    const response = await server.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    // 3 against 2: +50% (against the whole of April, 6, it would have read -50%).
    expect(response.json().tutorGrowth).toBe(50);
  });
});

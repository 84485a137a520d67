import { and, count, eq, gt, min, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { applications, publicTutorRequests, studentTutorRequests, tutorContactMessages } from '../db/schema';
import { tooManyRequests } from '../errors';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many of each a member may send in any 24 hours (docs/decisions.md), counted from the rows' own creation
 * times (no extra table). Hire a Tutor and the contact form need no login, so they count per phone number given.
 */
export const DAILY_LIMITS = {
  tutorRequests: 10,
  hireRequests: 10,
  applications: 30,
  contactMessages: 20,
} as const;

export type DailyLimitKind = keyof typeof DAILY_LIMITS;

const WHAT: Record<DailyLimitKind, string> = {
  tutorRequests: 'tutor requests',
  hireRequests: 'Hire a Tutor requests from this phone number',
  applications: 'tuition applications',
  contactMessages: 'messages to tutors from this phone number',
};

function inWords(seconds: number): string {
  if (seconds < 60 * 60) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export const dailyLimitMessages = {
  reached: (kind: DailyLimitKind, retryAfterSeconds: number) =>
    `You have reached the limit of ${DAILY_LIMITS[kind]} ${WHAT[kind]} in 24 hours. ` +
    `Please try again in ${inWords(retryAfterSeconds)}.`,
};

const SOURCES: Record<DailyLimitKind, { owner: PgColumn; createdAt: PgColumn }> = {
  tutorRequests: { owner: studentTutorRequests.studentUserId, createdAt: studentTutorRequests.createdAt },
  hireRequests: { owner: publicTutorRequests.phone, createdAt: publicTutorRequests.createdAt },
  applications: { owner: applications.tutorUserId, createdAt: applications.appliedAt },
  contactMessages: { owner: tutorContactMessages.phone, createdAt: tutorContactMessages.createdAt },
};

/**
 * 429 `{ message }` with Retry-After when `owner` (a user id, or a normalized phone number) already sent the
 * day's limit of this kind in the 24 hours before `now`; the wait lasts until the oldest of those leaves the
 * window.
 */
export async function assertDailyLimit(db: Executor, kind: DailyLimitKind, owner: string, now: Date): Promise<void> {
  const source = SOURCES[kind];
  const since = new Date(now.getTime() - DAY_MS);
  const where: SQL | undefined = and(eq(source.owner, owner), gt(source.createdAt, since));
  const [row] = await db
    .select({ sent: count(), oldest: min(source.createdAt) })
    .from(source.owner.table)
    .where(where);
  if (!row || row.sent < DAILY_LIMITS[kind]) return;
  const oldest = row.oldest instanceof Date ? row.oldest : new Date(String(row.oldest));
  const seconds = Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000));
  throw tooManyRequests(dailyLimitMessages.reached(kind, seconds), seconds);
}

import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminStats,
  AdminTuitionListResponse,
  CreateTuitionInput,
  TuitionSavedResponse,
  UpdateTuitionInput,
} from '../../src/shared/api/contract';
import { CREATE_TUITION_MESSAGES, type adminTuitionListQuerySchema } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { tuitions, users } from '../db/schema';
import { notFound } from '../errors';
import { lowerContaining } from './account-search';
import { isUuid, jobNumberOrIdMatches, pageOfTuitions, toTuitionDto, tuitionMessages } from './tuitions';
import type { z } from 'zod';

type AdminTuitionListQueryInput = z.output<typeof adminTuitionListQuerySchema>;

/** Bangladesh Standard Time is UTC+6 all year: calendar months are Dhaka months. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The first instants of last month, this month and next month in Dhaka, as UTC dates. */
export function dhakaMonthBounds(now: Date): { lastMonth: Date; thisMonth: Date; nextMonth: Date } {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const start = (offset: number) => new Date(Date.UTC(year, month + offset, 1) - DHAKA_OFFSET_MS);
  return { lastMonth: start(-1), thisMonth: start(0), nextMonth: start(1) };
}

/**
 * This month's new records against last month's, in whole percent, rounded.
 * Last month 0: 0 when this month is 0 too ("No change"), else 100 (every record is new growth).
 */
export function growthPercent(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth === 0 ? 0 : 100;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}

/** `count(*) filter (where ...)` as a number. */
const countIf = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * GET /api/admin/stats: live counts and month-over-month growth of new records. Two queries, one pass over
 * each table (the accounts' pass is an index-only scan of users_user_type_created_at_idx), instead of nine
 * counts: PGlite pays a fixed price per query (docs/performance.md).
 */
export async function adminStats(db: Database, now: Date): Promise<AdminStats> {
  const { lastMonth, thisMonth, nextMonth } = dhakaMonthBounds(now);
  const within = (column: typeof users.createdAt | typeof tuitions.createdAt, from: Date, to: Date) => and(gte(column, from), lt(column, to));
  const ofType = (userType: 'tutor' | 'student', from?: Date, to?: Date) =>
    countIf(and(eq(users.userType, userType), from && to ? within(users.createdAt, from, to) : undefined));
  const [[people], [jobs]] = await Promise.all([
    db
      .select({
        tutors: ofType('tutor'),
        students: ofType('student'),
        tutorsNow: ofType('tutor', thisMonth, nextMonth),
        tutorsBefore: ofType('tutor', lastMonth, thisMonth),
        studentsNow: ofType('student', thisMonth, nextMonth),
        studentsBefore: ofType('student', lastMonth, thisMonth),
      })
      .from(users),
    db
      .select({
        active: countIf(eq(tuitions.status, 'active')),
        now: countIf(within(tuitions.createdAt, thisMonth, nextMonth)),
        before: countIf(within(tuitions.createdAt, lastMonth, thisMonth)),
      })
      .from(tuitions),
  ]);
  return {
    tutorCount: people?.tutors ?? 0,
    studentCount: people?.students ?? 0,
    activeTuitions: jobs?.active ?? 0,
    tutorGrowth: growthPercent(people?.tutorsNow ?? 0, people?.tutorsBefore ?? 0),
    studentGrowth: growthPercent(people?.studentsNow ?? 0, people?.studentsBefore ?? 0),
    tuitionGrowth: growthPercent(jobs?.now ?? 0, jobs?.before ?? 0),
  };
}

/** The admin list's search: the job number or id, or part of the title or the guardian's name. */
function adminTuitionMatches(term: string): SQL {
  const pattern = lowerContaining(term);
  return or(
    jobNumberOrIdMatches(term),
    sql`lower(${tuitions.title}) like ${pattern}`,
    sql`lower(${tuitions.studentName}) like ${pattern}`,
  )!;
}

/** GET /api/admin/tuitions: every status (or one), newest first, paged in the database; `q` searches. */
export function listAdminTuitions(db: Database, query: AdminTuitionListQueryInput): Promise<AdminTuitionListResponse> {
  const term = query.q?.trim();
  const where = and(
    query.status === 'all' ? undefined : eq(tuitions.status, query.status),
    term ? adminTuitionMatches(term) : undefined,
  );
  return pageOfTuitions(db, where, query, toTuitionDto);
}

/** POST /api/tuitions/create: a new active job, posted now. */
export async function createTuition(db: Database, input: CreateTuitionInput, now: Date): Promise<TuitionSavedResponse> {
  const [row] = await db
    .insert(tuitions)
    .values({ ...input, status: 'active', postedAt: now, createdAt: now, updatedAt: now })
    .returning();
  return { message: CREATE_TUITION_MESSAGES.created, data: toTuitionDto(row!) };
}

/** PUT /api/tuitions/{jobId}: the edited fields or a new status; 404 when the job is missing. */
export async function updateTuition(
  db: Database,
  jobId: string,
  input: UpdateTuitionInput,
  now: Date,
): Promise<TuitionSavedResponse> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(tuitions)
    .set({ ...changes, updatedAt: now })
    .where(eq(tuitions.id, jobId))
    .returning();
  if (!row) throw notFound(tuitionMessages.notFound);
  return { message: CREATE_TUITION_MESSAGES.updated, data: toTuitionDto(row) };
}

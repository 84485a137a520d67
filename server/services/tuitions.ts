import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PublicTuition,
  Tuition,
  TuitionDetailResponse,
  TuitionListResponse,
  tuitionListQuerySchema,
} from '../../src/shared/api/contract';
import { categoryOf, normalizeDistrict } from '../../src/shared/config/catalogue';
import { parseJobNumber } from '../../src/shared/lib/job-number';
import type { Database, Executor } from '../db/database';
import { applications, studentTutorRequests, tuitions, type TuitionRow, type UserRow } from '../db/schema';
import { notFound } from '../errors';
import { countMatches, filterKey } from './search-counts';

export type TuitionListQueryInput = z.output<typeof tuitionListQuerySchema>;

export const tuitionMessages = {
  notFound: 'Tuition not found',
  deleted: 'Tuition deleted successfully',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** Bangladesh Standard Time (UTC+6, no daylight saving): the board's dates are days in Dhaka. */
const DHAKA_OFFSET = '+06:00';
const DAY_MS = 86_400_000;

/** The first instant of a YYYY-MM-DD day in Dhaka. */
export function startOfDhakaDay(date: string): Date {
  return new Date(`${date}T00:00:00${DHAKA_OFFSET}`);
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function titleCase(value: string): string {
  return value
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** The stored title, else "Tutor Needed For {Category in Title Case}". */
export function tuitionTitle(row: Pick<TuitionRow, 'title' | 'category'>): string {
  if (row.title?.trim()) return row.title.trim();
  const category = categoryOf(row.category)?.label ?? row.category;
  return `Tutor Needed For ${titleCase(category)}`.trim();
}

/**
 * A job as anyone may read it: built field by field from an allow-list (what the board and the details page
 * show), so a column added to the table stays private until it is named here (docs/privacy.md).
 */
export function toPublicTuitionDto(row: TuitionRow): PublicTuition {
  return {
    _id: row.id,
    jobId: row.id,
    jobNumber: row.jobNumber,
    title: row.title,
    district: row.district,
    area: row.area,
    location: row.location,
    category: row.category,
    classLevel: row.classLevel,
    studentGender: row.studentGender,
    preferredTutor: row.preferredTutor,
    tutoringType: row.tutoringType,
    tutoringTime: row.tutoringTime,
    days: row.days,
    noOfStudents: row.noOfStudents,
    subjects: row.subjects,
    salary: row.salary,
    notes: row.notes,
    status: row.status,
    postedAt: row.postedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The full job, with the guardian's details: staff, the owner and the selected tutor only (canSeeGuardianDetails). */
export function toTuitionDto(row: TuitionRow): Tuition {
  return {
    ...toPublicTuitionDto(row),
    studentId: row.studentId,
    studentName: row.studentName,
    locationDetails: row.locationDetails,
    institution: row.institution,
  };
}

/** The district filter: any case, and the old spellings normalizeDistrict knows (Chittagong, Barisal). */
export function districtMatches(column: SQL | typeof tuitions.district, district: string): SQL {
  const wanted = (normalizeDistrict(district) ?? district.trim()).toLowerCase();
  return sql`lower(${column}) = ${wanted}`;
}

/**
 * A job by its number ("SK-10234", "10234") or by part of its id. Three characters or more of the id are found
 * through `tuitions_id_trgm_idx` (trigrams of `id::text`, pg_trgm) instead of reading every job.
 */
export function jobNumberOrIdMatches(term: string): SQL {
  const byId = sql`${tuitions.id}::text like ${`%${escapeLike(term.trim().toLowerCase())}%`}`;
  const jobNumber = parseJobNumber(term);
  return jobNumber === null ? byId : or(eq(tuitions.jobNumber, jobNumber), byId)!;
}

/** The board's WHERE: active jobs and each filter that is set. */
export function boardConditions(query: Omit<TuitionListQueryInput, 'page' | 'limit'>): SQL {
  const conditions: SQL[] = [eq(tuitions.status, 'active')];
  const jobId = query.jobId?.trim().toLowerCase();
  if (jobId) conditions.push(jobNumberOrIdMatches(jobId));
  if (query.from) conditions.push(gte(tuitions.postedAt, startOfDhakaDay(query.from)));
  if (query.to) conditions.push(lt(tuitions.postedAt, new Date(startOfDhakaDay(query.to).getTime() + DAY_MS)));
  if (query.preferredTutor && query.preferredTutor !== 'all') conditions.push(eq(tuitions.preferredTutor, query.preferredTutor));
  if (query.district?.trim()) conditions.push(districtMatches(tuitions.district, query.district));
  return and(...conditions)!;
}

/**
 * One page of jobs matching `where`, newest first, and how many match in all (the board and the admin list),
 * each row answered as `toDto` makes it (public for the board, full for staff). With `countKey` (the board)
 * the total comes from countMatches: exact below EXACT_COUNT_LIMIT, else counted once per COUNT_CACHE_MS for
 * that filter set; without it (staff) it is counted on every request.
 */
export async function pageOfTuitions<T>(
  db: Database,
  where: SQL | undefined,
  query: { page: number; limit: number },
  toDto: (row: TuitionRow) => T,
  countKey?: string,
): Promise<{ data: T[]; total: number; page: number; limit: number }> {
  const countAll = async () => {
    const [totalRow] = await db.select({ total: count() }).from(tuitions).where(where);
    return totalRow?.total ?? 0;
  };
  const countUpTo = async (limit: number) => {
    const matches = db.select({ one: sql`1` }).from(tuitions).where(where).limit(limit).as('matches');
    const [row] = await db.select({ total: count() }).from(matches);
    return row?.total ?? 0;
  };
  const total = countKey === undefined ? await countAll() : await countMatches(db, countKey, countUpTo, countAll);
  const offset = (query.page - 1) * query.limit;
  const rows =
    offset >= total
      ? []
      : await db
          .select()
          .from(tuitions)
          .where(where)
          .orderBy(desc(tuitions.postedAt), desc(tuitions.id))
          .limit(query.limit)
          .offset(offset);
  return { data: rows.map(toDto), total, page: query.page, limit: query.limit };
}

/** GET /api/tuitions: one page of active jobs (their public fields), newest first, and how many match in all. */
export function listActiveTuitions(db: Database, query: TuitionListQueryInput): Promise<TuitionListResponse> {
  const { page: _page, limit: _limit, ...filters } = query;
  return pageOfTuitions(db, boardConditions(query), query, toPublicTuitionDto, filterKey('board', filters));
}

export async function findTuition(db: Executor, id: string): Promise<TuitionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(tuitions).where(eq(tuitions.id, id)).limit(1);
  return row;
}

/**
 * Whether this caller may read the guardian's details of a job: staff; the owner (the account the job is for,
 * the account that posted the request it was approved from, or the account carrying its student number, as
 * ownJobsOf counts it); the tutor selected for it (application accepted), from assignment on. Nobody else.
 */
export async function canSeeGuardianDetails(db: Executor, job: TuitionRow, caller: UserRow | null): Promise<boolean> {
  if (!caller) return false;
  if (caller.userType === 'admin') return true;
  if (caller.userType === 'student') {
    if (job.studentUserId === caller.id) return true;
    if (caller.studentId !== null && job.studentId === caller.studentId) return true;
    if (!job.sourceRequestId) return false;
    const [request] = await db
      .select({ id: studentTutorRequests.id })
      .from(studentTutorRequests)
      .where(and(eq(studentTutorRequests.id, job.sourceRequestId), eq(studentTutorRequests.studentUserId, caller.id)))
      .limit(1);
    return Boolean(request);
  }
  if (caller.userType !== 'tutor') return false;
  const [selected] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, job.id), eq(applications.tutorUserId, caller.id), eq(applications.status, 'accepted')))
    .limit(1);
  return Boolean(selected);
}

/**
 * GET /api/tuitions/{id} (login optional): any status (a link to an assigned job still opens), 404 when missing.
 * The guardian's details only to those canSeeGuardianDetails lets in; everyone else, guests first, the public job.
 */
export async function tuitionDetail(db: Database, id: string, caller: UserRow | null = null): Promise<TuitionDetailResponse> {
  const row = await findTuition(db, id);
  if (!row) throw notFound(tuitionMessages.notFound);
  const data = (await canSeeGuardianDetails(db, row, caller)) ? toTuitionDto(row) : toPublicTuitionDto(row);
  return { id: row.id, title: tuitionTitle(row), data };
}

/** GET /api/tuitions/counts-by-district: active jobs per district; districts without any are left out. */
export async function countActiveByDistrict(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ district: tuitions.district, count: count() })
    .from(tuitions)
    .where(eq(tuitions.status, 'active'))
    .groupBy(tuitions.district)
    .orderBy(tuitions.district);
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const district = normalizeDistrict(row.district) ?? row.district;
    counts[district] = (counts[district] ?? 0) + row.count;
  }
  return counts;
}

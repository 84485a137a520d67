import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_SEARCH_LIMIT,
  type AdminSearchJob,
  type AdminSearchPerson,
  type AdminSearchResponse,
} from '../../src/shared/api/contract/admin-search';
import type { Database } from '../db/database';
import { tuitions, users } from '../db/schema';
import { accountMatches, lowerContaining } from './account-search';
import { parseJobNumber } from '../../src/shared/lib/job-number';
import { tuitionTitle } from './tuitions';

/** A display number typed as digits (students and tutors are numbered from small integers). */
const displayNumber = (term: string): number | null => (/^\d{1,9}$/.test(term) ? Number(term) : null);

/** A job id prefix: hex digits and dashes only, so it can never carry a wildcard. */
const jobIdPrefix = (term: string): string | null => (/^[0-9a-f-]+$/i.test(term) ? term.toLowerCase() : null);

async function people(db: Database, userType: 'student' | 'tutor', term: string): Promise<AdminSearchPerson[]> {
  const number = displayNumber(term);
  const idColumn = userType === 'student' ? users.studentId : users.tutorId;
  const matches: SQL[] = [accountMatches(term)];
  if (number !== null) matches.push(eq(idColumn, number));
  const rows = await db
    .select({ id: users.id, displayId: idColumn, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.userType, userType), or(...matches)))
    // An exact number first, then the newest accounts.
    .orderBy(...(number !== null ? [sql`(${idColumn} = ${number}) desc`] : []), desc(users.createdAt), users.id)
    .limit(ADMIN_SEARCH_LIMIT);
  // A member who registered by phone has no e-mail: the result shows none.
  return rows.map((row) => ({ ...row, email: row.email ?? '' }));
}

async function jobs(db: Database, term: string): Promise<AdminSearchJob[]> {
  const pattern = lowerContaining(term);
  const prefix = jobIdPrefix(term);
  const jobNumber = parseJobNumber(term);
  // lower() like, not ilike: see accountMatches.
  const matches: SQL[] = [sql`lower(${tuitions.title}) like ${pattern}`, sql`lower(${tuitions.studentName}) like ${pattern}`];
  if (prefix !== null) matches.push(sql`${tuitions.id}::text like ${`${prefix}%`}`);
  if (jobNumber !== null) matches.push(eq(tuitions.jobNumber, jobNumber));
  const rows = await db
    .select({
      id: tuitions.id,
      jobNumber: tuitions.jobNumber,
      title: tuitions.title,
      category: tuitions.category,
      studentName: tuitions.studentName,
      district: tuitions.district,
      area: tuitions.area,
      status: tuitions.status,
    })
    .from(tuitions)
    .where(or(...matches))
    // The job with that exact number first, then the newest.
    .orderBy(...(jobNumber !== null ? [sql`(${tuitions.jobNumber} = ${jobNumber}) desc`] : []), desc(tuitions.postedAt), tuitions.id)
    .limit(ADMIN_SEARCH_LIMIT);
  return rows.map(({ category, ...row }) => ({ ...row, title: tuitionTitle({ title: row.title, category }) }));
}

/** GET /api/admin/search: at most five students, five tutors and five jobs matching the term. */
export async function adminSearch(db: Database, q: string): Promise<AdminSearchResponse> {
  const term = q.trim();
  const [students, tutors, jobRows] = await Promise.all([people(db, 'student', term), people(db, 'tutor', term), jobs(db, term)]);
  return { students, tutors, jobs: jobRows };
}

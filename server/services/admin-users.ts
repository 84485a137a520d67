import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminStudent, AdminStudentCounts, AdminStudentFilter, AdminStudentSort, SortOrder } from '../../src/shared/api/contract/admin-users';
import type { Database, Executor } from '../db/database';
import { otps, sessions, studentProfiles, tuitions, users, type UserRow } from '../db/schema';
import { changedFields, logActivity, SYSTEM_ACTOR, type Actor } from './activity-log';
import { revokeAllSessions } from './sessions';
import { accountMatches } from './account-search';
import { DAY } from './clock';
import { accountFields } from './users';

/** The operations team works in Bangladesh: "registered today" is a Dhaka calendar day. */
export const ADMIN_TIME_ZONE = 'Asia/Dhaka';
/** A student who has not signed in (nor registered) for this long counts as inactive. */
export const ACTIVE_WINDOW_MS = 30 * DAY;

export interface ListStudentsInput {
  filter: AdminStudentFilter;
  search: string;
  sort: AdminStudentSort;
  order: SortOrder;
  page: number;
  limit: number;
  now: Date;
}

export interface ListStudentsResult {
  students: AdminStudent[];
  total: number;
  counts: AdminStudentCounts;
}

/**
 * Lists guardian/student accounts with filter, search, sort and paging done in the database, plus the
 * whole-population counts for the stat cards (one query each).
 */
export async function listStudents(db: Database, input: ListStudentsInput): Promise<ListStudentsResult> {
  const since = new Date(input.now.getTime() - ACTIVE_WINDOW_MS);
  const nowIso = input.now.toISOString();
  const sinceIso = since.toISOString();
  const isToday = sql<boolean>`(${users.createdAt} at time zone ${ADMIN_TIME_ZONE})::date = (${nowIso}::timestamptz at time zone ${ADMIN_TIME_ZONE})::date`;
  const isActive = sql<boolean>`(coalesce(${studentProfiles.status}, 'active') = 'active' and (${users.createdAt} >= ${sinceIso}::timestamptz or exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.createdAt} >= ${sinceIso}::timestamptz)))`;

  const conditions: SQL[] = [eq(users.userType, 'student')];
  if (input.filter === 'today') conditions.push(isToday);
  if (input.filter === 'active') conditions.push(isActive);
  if (input.filter === 'inactive') conditions.push(sql`not ${isActive}`);
  // `%`, `_` and `\` typed by the admin are matched literally.
  if (input.search) conditions.push(accountMatches(input.search));
  const where = and(...conditions);
  const direction = input.order === 'asc' ? asc : desc;
  const sortColumn =
    input.sort === 'id' ? users.studentId : input.sort === 'name' ? sql`lower(${users.name})` : users.createdAt;

  const [rows, totals, countRows] = await Promise.all([
    db
      .select({ user: users, profile: studentProfiles, active: isActive })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(where)
      .orderBy(direction(sortColumn), direction(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(where),
    db
      .select({
        total: sql<number>`count(*)::int`,
        today: sql<number>`(count(*) filter (where ${isToday}))::int`,
        active: sql<number>`(count(*) filter (where ${isActive}))::int`,
      })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.userType, 'student')),
  ]);

  const counts = countRows[0] ?? { total: 0, today: 0, active: 0 };
  return {
    students: rows.map(({ user, profile, active }) => ({
      ...accountFields(user),
      studentId: user.studentId,
      area: profile?.currentArea ?? null,
      class: profile?.classLevel ?? null,
      medium: profile?.medium ?? null,
      institution: profile?.institution ?? null,
      address: profile?.address ?? null,
      status: active ? 'active' : 'inactive',
      disabled: user.disabledAt !== null,
    })),
    total: totals[0]?.count ?? 0,
    counts: { ...counts, inactive: counts.total - counts.active },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DeleteUserOutcome = 'deleted' | 'notFound' | 'isAdmin' | 'isSelf' | 'hasOpenWork';

/**
 * Deletes a student or tutor account and what hangs on it, all in one transaction:
 * sessions, codes (OTPs), the profile, a student's tutor requests, a tutor's applications and contact
 * messages go; published tuitions for the student stay but lose the link, the name, the student number, the
 * institution and the address (anonymised); a tutor's payment records stay with the tutor link cleared
 * (financial records); the activity line goes in the same transaction. The route then removes the tutor's document
 * files. See docs/decisions.md, docs/privacy.md.
 */
export async function deleteUserAccount(
  db: Database,
  targetId: string,
  actor: UserRow,
  now: Date,
  logActor: Actor = { userId: actor.id, ip: null },
): Promise<DeleteUserOutcome> {
  if (targetId === actor.id) return 'isSelf';
  if (!UUID.test(targetId)) return 'notFound';
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
    if (!target) return 'notFound';
    if (target.userType === 'admin') return 'isAdmin';
    // A member with money or a tuition still running is deactivated instead (docs/decisions.md).
    if (await hasOpenWork(tx, target.id)) return 'hasOpenWork';
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    // Codes are keyed by the e-mail, or by the phone for a member without one.
    await tx.delete(otps).where(inArray(otps.email, target.email ? [target.email, target.phone] : [target.phone]));
    // A job outlives its guardian's account (a tutor may be teaching; fees refer to it), but not their details:
    // the name, the student number, the institution and the address go with the account (docs/privacy.md).
    const ownJobs =
      target.studentId === null
        ? eq(tuitions.studentUserId, target.id)
        : or(eq(tuitions.studentUserId, target.id), eq(tuitions.studentId, target.studentId));
    await tx
      .update(tuitions)
      .set({ studentUserId: null, studentName: null, studentId: null, institution: null, locationDetails: null, updatedAt: sql`now()` })
      .where(ownJobs);
    // The rest (profiles, tutor requests, applications, contact messages) follow by ON DELETE CASCADE,
    // and payments.tutor_user_id by ON DELETE SET NULL, inside this same transaction.
    await tx.delete(users).where(eq(users.id, target.id));
    // The log keeps the account's id and type only: nothing in it needs changing once the account is gone.
    await logActivity(tx, logActor, {
      action: 'account.delete',
      recordType: 'account',
      recordId: target.id,
      changes: changedFields({ userType: target.userType }, {}),
      at: now,
    });
    return 'deleted';
  });
}

/**
 * An open fee (Due, or a balance still owed on a fee that was not cancelled) or an assigned tuition: as the tutor
 * (their accepted application on an assigned job) or as the guardian (their own job is assigned).
 */
export async function hasOpenWork(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      // Written out with table names: inside a select list drizzle renders columns unqualified.
      open: sql<boolean>`(
      exists (select 1 from payments p where p.tutor_user_id = ${userId}
              and (p.status = 'Due' or (p.balance > 0 and p.status <> 'Cancel')))
      or exists (select 1 from applications a join tuitions t on t.id = a.job_id
                 where a.tutor_user_id = ${userId} and a.status = 'accepted' and t.status = 'assigned')
      or exists (select 1 from tuitions t where t.student_user_id = ${userId} and t.status = 'assigned'))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.open);
}

export type DeactivateOutcome = { user: UserRow } | 'notFound' | 'isAdmin' | 'unchanged';

/**
 * PUT /api/admin/users/{id}/deactivate and /reactivate: sets or clears disabledAt. Deactivating revokes every
 * session at once (the next call with an old token answers 401) and login answers 403; everything is kept.
 */
export async function setMemberDisabled(
  db: Database,
  targetId: string,
  disabled: boolean,
  now: Date,
  actor: Actor = SYSTEM_ACTOR,
): Promise<DeactivateOutcome> {
  if (!UUID.test(targetId)) return 'notFound';
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
    if (!target) return 'notFound';
    if (target.userType === 'admin') return 'isAdmin';
    if ((target.disabledAt !== null) === disabled) return 'unchanged';
    const [after] = await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(users.id, targetId))
      .returning();
    if (disabled) await revokeAllSessions(tx, targetId, now);
    await logActivity(tx, actor, {
      action: disabled ? 'account.deactivate' : 'account.reactivate',
      recordType: 'account',
      recordId: targetId,
      changes: { disabled: { before: !disabled, after: disabled } },
      at: now,
    });
    return { user: after! };
  });
}

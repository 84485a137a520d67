// Staff accounts (users of type admin with a role) and the activity log's reader. The owner manages both.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  STAFF_MESSAGES,
  type ActivityListResponse,
  type CreateStaffBody,
  type StaffAnswer,
  type StaffListResponse,
  type StaffMember,
  type UpdateStaffBody,
  type activityQuerySchema,
} from '../../src/shared/api/contract';
import { isUniqueViolation, violatedConstraint, type Database } from '../db/database';
import { activityLog, users, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { changed, logActivity, toActivityEntry, type Actor } from './activity-log';
import type { Clock } from './clock';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { isUuid } from './tuitions';
import { createUser } from './users';

export interface StaffDeps {
  db: Database;
  clock: Clock;
}

function toStaff(user: UserRow): StaffMember {
  return {
    _id: user.id,
    name: user.name,
    email: user.email ?? '', // staff always have one (they sign in with it)
    role: user.role ?? 'owner',
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** GET /api/admin/staff: every staff account, oldest first. */
export async function listStaff({ db }: StaffDeps): Promise<StaffListResponse> {
  const rows = await db.select().from(users).where(eq(users.userType, 'admin')).orderBy(users.createdAt, users.id);
  return { data: rows.map(toStaff) };
}

/** POST /api/admin/staff: a staff account with one role; they sign in at /admin/login with the usual login call. */
export async function createStaff({ db, clock }: StaffDeps, body: CreateStaffBody, actor: Actor): Promise<StaffAnswer> {
  const now = clock.now();
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await createUser(tx, {
        name: body.name,
        email: body.email,
        // Staff sign in by e-mail; without a number they get a unique placeholder no SMS is ever sent to.
        phone: body.phone ?? `staff-${randomBytes(6).toString('hex')}`,
        passwordHash,
        userType: 'admin',
        role: body.role,
      });
      await logActivity(tx, actor, {
        action: 'staff.create',
        recordType: 'staff',
        recordId: user.id,
        changes: { role: { before: null, after: body.role } },
        at: now,
      });
      return { success: true as const, message: STAFF_MESSAGES.created, staff: toStaff(user) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict((violatedConstraint(error) ?? '').includes('phone') ? STAFF_MESSAGES.phoneTaken : STAFF_MESSAGES.emailTaken);
    }
    throw error;
  }
}

/**
 * PUT /api/admin/staff/{id}: change the role or disable (every session revoked at once, in the same transaction) or
 * enable again. The last active owner cannot be disabled or demoted, so the agency is never locked out.
 */
export async function updateStaff({ db, clock }: StaffDeps, id: string, body: UpdateStaffBody, actor: Actor): Promise<StaffAnswer> {
  if (!isUuid(id)) throw notFound(STAFF_MESSAGES.notFound);
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Owners are locked in one order so that two owners demoting each other at once take turns.
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'admin'), eq(users.role, 'owner'), isNull(users.disabledAt)))
      .orderBy(users.id)
      .for('update');
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.userType, 'admin')))
      .for('update');
    if (!before) throw notFound(STAFF_MESSAGES.notFound);
    const disabledAt = body.disabled === undefined ? before.disabledAt : body.disabled ? (before.disabledAt ?? now) : null;
    const role = body.role ?? before.role ?? 'owner';
    const staysOwner = role === 'owner' && disabledAt === null;
    if (before.role === 'owner' && before.disabledAt === null && !staysOwner && owners.filter((o) => o.id !== id).length === 0) {
      throw conflict(STAFF_MESSAGES.lastOwner);
    }
    const [after] = await tx.update(users).set({ role, disabledAt, updatedAt: now }).where(eq(users.id, id)).returning();
    if (disabledAt && !before.disabledAt) await revokeAllSessions(tx, id, now);
    const changes = changed(
      { role: before.role, disabled: before.disabledAt !== null },
      { role: after!.role, disabled: after!.disabledAt !== null },
    );
    if (Object.keys(changes).length > 0) {
      await logActivity(tx, actor, {
        action: disabledAt && !before.disabledAt ? 'staff.disable' : 'staff.update',
        recordType: 'staff',
        recordId: id,
        changes,
        reason: body.reason ?? null,
        at: now,
      });
    }
    return { success: true as const, message: STAFF_MESSAGES.updated, staff: toStaff(after!) };
  });
}

type ActivityInput = z.output<typeof activityQuerySchema>;
const DAY_MS = 86_400_000;

/** GET /api/admin/activity: newest first, filtered by actor, record and date (whole UTC days), paged. */
export async function listActivity({ db }: StaffDeps, query: ActivityInput): Promise<ActivityListResponse> {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(activityLog.actorUserId, query.actor));
  if (query.recordType) conditions.push(eq(activityLog.recordType, query.recordType));
  if (query.recordId) conditions.push(eq(activityLog.recordId, query.recordId));
  if (query.from) conditions.push(gte(activityLog.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) conditions.push(lt(activityLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db.select({ total: count() }).from(activityLog).where(where);
  const rows = await db
    .select({ line: activityLog, email: users.email })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorUserId))
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map(({ line, email }) => toActivityEntry(line, email)),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}


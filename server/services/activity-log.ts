import type { FastifyRequest } from 'fastify';
import type { ActivityEntry } from '../../src/shared/api/contract';
import type { Executor } from '../db/database';
import { activityLog, type ActivityLogRow } from '../db/schema';

/** Who acts: the signed-in staff member (null: the system) and the address the call came from. */
export interface Actor {
  userId: string | null;
  ip: string | null;
}

export const SYSTEM_ACTOR: Actor = { userId: null, ip: null };

/** The actor of a request whose route needs a login. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.auth?.user.id ?? null, ip: request.ip ?? null };
}

export type Changes = Record<string, { before: unknown; after: unknown }>;

/** Only the fields whose value changed. */
export function changed(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const out: Changes = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] instanceof Date ? (before[key] as Date).toISOString() : (before[key] ?? null);
    const now = after[key] instanceof Date ? (after[key] as Date).toISOString() : (after[key] ?? null);
    if (JSON.stringify(was) !== JSON.stringify(now)) out[key] = { before: was, after: now };
  }
  return out;
}

/** What a personal field's before and after read in the log: that it changed, never its value. */
export const PERSONAL_CHANGE = '(changed)';

/**
 * The changed fields of a record, for the log: ids, numbers, statuses and dates with their values; the `personal`
 * ones (names, phones, addresses, free text a member wrote) only as "(changed)", so the log never holds them.
 * A created record is `before = {}`, a deleted one `after = {}` (its fields from or to null).
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, personal: readonly string[] = []): Changes {
  const hidden = new Set(personal);
  const out = changed(before, after);
  for (const key of Object.keys(out)) {
    if (hidden.has(key)) out[key] = { before: PERSONAL_CHANGE, after: PERSONAL_CHANGE };
  }
  return out;
}

export interface ActivityInput {
  action: string;
  recordType: string;
  recordId?: string | null;
  /** Ids, amounts and statuses only: never names, phones or addresses. */
  changes?: Changes;
  reason?: string | null;
  at: Date;
}

/** Appends one line to the activity log; call it with the action's transaction so both happen or neither. */
export async function logActivity(db: Executor, actor: Actor, input: ActivityInput): Promise<void> {
  await db.insert(activityLog).values({
    actorUserId: actor.userId,
    action: input.action,
    recordType: input.recordType,
    recordId: input.recordId ?? null,
    changes: input.changes ?? {},
    reason: input.reason ?? null,
    ip: actor.ip,
    createdAt: input.at,
  });
}

/** A line of the activity log as the API answers it (the activity page and a job's history), with its actor's e-mail. */
export function toActivityEntry(row: ActivityLogRow, actorEmail: string | null): ActivityEntry {
  return {
    _id: row.id,
    actorId: row.actorUserId,
    actorEmail,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    changes: row.changes,
    reason: row.reason,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

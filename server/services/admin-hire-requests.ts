import { count, desc, eq, inArray, not } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  ChangeHireRequestStatusBody,
  HireRequestCounts,
  HireRequestFilter,
  HireRequestListResponse,
  HireRequestUpdated,
  hireRequestListQuerySchema,
} from '../../src/shared/api/contract';
import { HIRE_REQUEST_MESSAGES } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { publicTutorRequests } from '../db/schema';
import { notFound } from '../errors';
import { changedFields, logActivity, SYSTEM_ACTOR, type Actor } from './activity-log';
import type { Clock } from './clock';
import { isUuid } from './tuitions';
import { toPublicTutorRequestDto } from './tutor-requests';

type HireRequestListInput = z.output<typeof hireRequestListQuerySchema>;

const completedOf = (filter: Exclude<HireRequestFilter, 'all'>) => filter === 'completed';
const newestFirst = [desc(publicTutorRequests.createdAt), desc(publicTutorRequests.id)] as const;

/** Every tab's size in one pass over the (is_completed, created_at) index. */
async function countsOf(db: Database): Promise<HireRequestCounts> {
  const rows = await db
    .select({ isCompleted: publicTutorRequests.isCompleted, total: count() })
    .from(publicTutorRequests)
    .groupBy(publicTutorRequests.isCompleted);
  const pending = rows.find((row) => !row.isCompleted)?.total ?? 0;
  const completed = rows.find((row) => row.isCompleted)?.total ?? 0;
  return { all: pending + completed, pending, completed };
}

/**
 * The ids of one page, newest first. The All tab merges the two index-ordered halves (pending and
 * completed, each cut at offset + limit) instead of sorting the whole table: no index of its own needed.
 */
async function pageIds(db: Database, filter: HireRequestFilter, offset: number, limit: number): Promise<string[]> {
  const half = (isCompleted: boolean) =>
    db
      .select({ id: publicTutorRequests.id, createdAt: publicTutorRequests.createdAt })
      .from(publicTutorRequests)
      .where(eq(publicTutorRequests.isCompleted, isCompleted))
      .orderBy(...newestFirst);
  if (filter !== 'all') {
    const rows = await half(completedOf(filter)).limit(limit).offset(offset);
    return rows.map((row) => row.id);
  }
  const rows = await unionAll(half(false).limit(offset + limit), half(true).limit(offset + limit))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** GET /api/auth/get_tutor_request: one page of a tab, newest first, with every tab's count. */
export async function listHireRequests(db: Database, query: HireRequestListInput): Promise<HireRequestListResponse> {
  const counts = await countsOf(db);
  const total = counts[query.status];
  const offset = (query.page - 1) * query.limit;
  const ids = offset >= total ? [] : await pageIds(db, query.status, offset, query.limit);
  const rows = ids.length === 0 ? [] : await db.select().from(publicTutorRequests).where(inArray(publicTutorRequests.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const data = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPublicTutorRequestDto(row)] : [];
  });
  return { data, total, page: query.page, limit: query.limit, counts };
}

/**
 * PUT /api/auth/change_request_status/{id}: flips isCompleted (the row locked: no read-then-write race), or sets it
 * when the body says which, with its activity line in the same transaction; 404 (nothing logged) for an unknown id.
 */
export async function changeHireRequestStatus(
  db: Database,
  clock: Clock,
  id: string,
  body: ChangeHireRequestStatusBody,
  actor: Actor = SYSTEM_ACTOR,
): Promise<HireRequestUpdated> {
  if (!isUuid(id)) throw notFound(HIRE_REQUEST_MESSAGES.notFound);
  const isCompleted = body?.isCompleted;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isCompleted: publicTutorRequests.isCompleted })
      .from(publicTutorRequests)
      .where(eq(publicTutorRequests.id, id))
      .for('update');
    if (!before) throw notFound(HIRE_REQUEST_MESSAGES.notFound);
    const [row] = await tx
      .update(publicTutorRequests)
      .set({ isCompleted: isCompleted ?? not(publicTutorRequests.isCompleted), updatedAt: now })
      .where(eq(publicTutorRequests.id, id))
      .returning();
    await logActivity(tx, actor, {
      action: 'hire_request.status',
      recordType: 'hire_request',
      recordId: id,
      changes: changedFields(before, { isCompleted: row!.isCompleted }),
      at: now,
    });
    return { message: HIRE_REQUEST_MESSAGES.updated, data: toPublicTutorRequestDto(row!) };
  });
}

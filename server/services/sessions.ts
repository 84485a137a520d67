import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';
import { DAY } from './clock';
import { newSessionToken, sha256 } from './secrets';

export const SESSION_TTL_MS = DAY;
export const REMEMBERED_SESSION_TTL_MS = 30 * DAY;

export async function createSession(
  db: Executor,
  userId: string,
  options: { rememberMe: boolean; now: Date },
): Promise<{ token: string; session: SessionRow }> {
  const token = newSessionToken();
  const ttl = options.rememberMe ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(options.now.getTime() + ttl),
      createdAt: options.now,
    })
    .returning();
  return { token, session: session! };
}

export type SessionLookup =
  | { status: 'active'; session: SessionRow; user: UserRow }
  | { status: 'unknown' | 'revoked' | 'expired' };

export async function findSessionByToken(db: Executor, token: string, now: Date): Promise<SessionLookup> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.session.revokedAt) return { status: 'revoked' };
  // A disabled account (staff or member) is signed out everywhere at once.
  if (row.user.disabledAt) return { status: 'revoked' };
  if (row.session.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'active', session: row.session, user: row.user };
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

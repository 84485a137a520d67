// @vitest-environment node
// Issue 13, item 5: a member with an open fee or an assigned job cannot be deleted; they are deactivated instead.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from '@/shared/api/contract/admin-users';
import { activityLog, payments, sessions, users } from '@server/db/schema';
import { insertUser, loginToken, setupTestServer } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

const server = setupTestServer();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let owner: Member;
beforeEach(async () => {
  owner = await signIn(server.app, server.db, 'admin');
});

const call = (method: 'PUT' | 'DELETE', url: string, headers = owner.headers) => server.app.inject({ method, url, headers });
const remove = (id: string) => call('DELETE', `/api/auth/delete_user/${id}`);
const deactivate = (id: string, headers = owner.headers) => call('PUT', `/api/admin/users/${id}/deactivate`, headers);
const reactivate = (id: string, headers = owner.headers) => call('PUT', `/api/admin/users/${id}/reactivate`, headers);
const exists = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id))).length === 1;

describe('DELETE /api/auth/delete_user/:id with open work', () => {
  it('refuses a tutor with a Due fee (409, says to deactivate) and keeps everything', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const job = await insertJob(server.db, { status: 'closed' });
    await server.db.insert(payments).values({ tutorUserId: tutor.id, tuitionId: job.id, amount: 3000, status: 'Due', balance: 3000 });
    const answer = await remove(tutor.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: ADMIN_USER_MESSAGES.hasOpenWork });
    expect(answer.json().message).toMatch(/Deactivate/);
    expect(await exists(tutor.id)).toBe(true);
  });

  it('refuses a tutor teaching an assigned job, and a guardian whose job is assigned', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const guardian = await signIn(server.app, server.db, 'student');
    const job = await insertJob(server.db, { status: 'assigned', studentUserId: guardian.id });
    await insertApplication(server.db, job.id, tutor.id, 'accepted');
    expect((await remove(tutor.id)).statusCode).toBe(409);
    expect((await remove(guardian.id)).statusCode).toBe(409);
    expect(await exists(tutor.id)).toBe(true);
    expect(await exists(guardian.id)).toBe(true);
  });

  it('still deletes a member whose fees are paid or cancelled', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const job = await insertJob(server.db, { status: 'closed' });
    const other = await insertJob(server.db, { status: 'closed' });
    await server.db.insert(payments).values({ tutorUserId: tutor.id, tuitionId: job.id, amount: 3000, status: 'Paid', balance: 0 });
    await server.db.insert(payments).values({ tutorUserId: tutor.id, tuitionId: other.id, amount: 3000, status: 'Cancel', balance: 3000 });
    expect((await remove(tutor.id)).statusCode).toBe(200);
    expect(await exists(tutor.id)).toBe(false);
  });
});

describe('PUT /api/admin/users/:id/deactivate and /reactivate', () => {
  it('deactivates: sessions revoked at once, login 403 with a clear message, everything kept; reactivate lets them in', async () => {
    const { user, password } = await insertUser(server.db, { userType: 'tutor' });
    const token = await loginToken(server.app, { emailOrPhone: user.email, password, userType: 'tutor' });
    const mine = { authorization: `Bearer ${token}` };
    expect((await call('PUT', '/api/me/notification-preferences', mine)).statusCode).not.toBe(401);

    const answer = await deactivate(user.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: ADMIN_USER_MESSAGES.deactivated });
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.disabledAt).toBeInstanceOf(Date);
    const open = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);

    const after = await server.app.inject({ method: 'GET', url: '/api/me/notifications', headers: mine });
    expect(after.statusCode).toBe(401);
    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrPhone: user.email, password, userType: 'tutor' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/disabled/);

    expect((await deactivate(user.id)).statusCode).toBe(409);
    const back = await reactivate(user.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ message: ADMIN_USER_MESSAGES.reactivated });
    expect((await reactivate(user.id)).statusCode).toBe(409);
    expect(await loginToken(server.app, { emailOrPhone: user.email, password, userType: 'tutor' })).toEqual(expect.any(String));

    const lines = await server.db.select().from(activityLog).where(eq(activityLog.recordId, user.id));
    expect(lines.map((line) => [line.action, line.actorUserId, line.changes])).toEqual(
      expect.arrayContaining([
        ['account.deactivate', owner.id, { disabled: { before: false, after: true } }],
        ['account.reactivate', owner.id, { disabled: { before: true, after: false } }],
      ]),
    );
    expect(lines).toHaveLength(2);
  });

  it('answers 404 for no account, 403 for a staff account and for a non-owner; nothing changes', async () => {
    expect((await deactivate(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await deactivate('nope')).statusCode).toBe(404);
    const staff = await signIn(server.app, server.db, 'admin');
    expect((await deactivate(staff.id)).statusCode).toBe(403);
    const member = await signIn(server.app, server.db, 'student');
    const other = await signIn(server.app, server.db, 'student');
    expect((await deactivate(other.id, member.headers)).statusCode).toBe(403);
    const { user, password } = await insertUser(server.db, { userType: 'admin' });
    await server.db.update(users).set({ role: 'matcher' }).where(eq(users.id, user.id));
    const matcher = { authorization: `Bearer ${await loginToken(server.app, { emailOrPhone: user.email, password, userType: 'admin' })}` };
    expect((await deactivate(other.id, matcher)).statusCode).toBe(403);
    const rows = await server.db.select().from(users);
    expect(rows.every((row) => row.disabledAt === null)).toBe(true);
    expect(await server.db.select().from(activityLog)).toHaveLength(0);
  });
});

// @vitest-environment node
// Staff and roles: every admin route × every role gets the answer the contract's route table gives it (403 for a role
// the route does not name, never 401/403/5xx for one it does); staff accounts (owner only), disabling revokes sessions
// at once; the verification fee on the tutor's ledger; the activity log with the actor's e-mail.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, roleAllows, type RouteAccess } from '@/shared/api/contract/routes';
import { STAFF_ROLES, type StaffRole } from '@/shared/config/catalogue';
import { payments, users } from '@server/db/schema';
import { hashPassword } from '@server/services/passwords';
import { createSession } from '@server/services/sessions';
import { createUser } from '@server/services/users';
import { setupTestServer, uniquePhone } from './harness';
import { insertApplication, insertJob, multipart, signIn, type Member } from './member-fixtures';

const server = setupTestServer();
let owner: Member;
beforeEach(async () => {
  owner = await signIn(server.app, server.db, 'admin');
});

/** A signed-in staff member of one role (a session straight in the database, as login makes one). */
async function staffOf(role: StaffRole) {
  const user = await createUser(server.db, {
    name: `Staff ${role}`,
    email: `${role}-${Math.random().toString(36).slice(2, 8)}@staff.example.com`,
    phone: uniquePhone(),
    passwordHash: 'not-used',
    userType: 'admin',
    role,
  });
  const { token } = await createSession(server.db, user.id, { rememberMe: false, now: server.clock.now() });
  return { id: user.id, email: user.email, headers: { authorization: `Bearer ${token}` } };
}

const ANY_ID = '8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f';
const adminRoutes = Object.entries(ROUTE_ACCESS as Record<string, RouteAccess>).filter(([, entry]) => entry.access === 'admin');

describe('every admin route × every role', () => {
  it('answers 403 exactly when the route table does not let the role in', async () => {
    expect(adminRoutes.length).toBeGreaterThan(35);
    const staff = Object.fromEntries(await Promise.all(STAFF_ROLES.map(async (role) => [role, await staffOf(role)] as const)));
    const wrong: string[] = [];
    for (const [key, entry] of adminRoutes) {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = path.replace(/:[A-Za-z]+/g, ANY_ID);
      for (const role of STAFF_ROLES) {
        const answer = await server.app.inject({
          method,
          url,
          headers: staff[role]!.headers,
          ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
        });
        const allowed = roleAllows(entry, role);
        const ok = allowed ? ![401, 403].includes(answer.statusCode) && answer.statusCode < 500 : answer.statusCode === 403;
        if (!ok) wrong.push(`${key} as ${role}: ${answer.statusCode} ${answer.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('content gets 403 on PUT /api/tutors/verify/{id} and creates a testimonial on POST /api/testimonials/add', async () => {
    const content = await staffOf('content');
    const tutor = await signIn(server.app, server.db, 'tutor');
    const verify = await server.app.inject({
      method: 'PUT',
      url: `/api/tutors/verify/${tutor.id}`,
      headers: content.headers,
      payload: { isApproved: true },
    });
    expect(verify.statusCode).toBe(403);
    expect(verify.json()).toEqual({ message: expect.any(String) });
    const body = multipart([], {
      name: 'Nusrat Jahan',
      designation: 'Guardian, Mirpur',
      testimonial: 'We found a great maths tutor in two days.',
      userType: 'student',
    });
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/testimonials/add',
      headers: { ...body.headers, ...content.headers },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(201);
    const finance = await staffOf('finance');
    expect((await server.app.inject({ method: 'GET', url: '/api/payments', headers: finance.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/payments', headers: content.headers })).statusCode).toBe(403);
  });
});

describe('staff accounts', () => {
  const create = (payload: object, headers = owner.headers) =>
    server.app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload });

  it('the owner creates a finance member who signs in as admins do; others cannot create staff', async () => {
    const answer = await create({ name: 'Rumana Finance', email: 'rumana@shikhon.test', password: 'Finance@2026', role: 'finance' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().staff).toMatchObject({ name: 'Rumana Finance', email: 'rumana@shikhon.test', role: 'finance', disabled: false });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: 'rumana@shikhon.test', password: 'Finance@2026', userType: 'admin' },
    });
    expect(login.statusCode).toBe(200);
    expect((await create({ name: 'X Y', email: 'rumana@shikhon.test', password: 'Another@2026', role: 'content' })).statusCode).toBe(409);
    for (const bad of [{}, { name: 'A B', email: 'x@y.z', password: 'short', role: 'finance' }, { name: 'A B', email: 'a@b.cd', password: 'Long@enough1', role: 'boss' }]) {
      expect((await create(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const matcher = await staffOf('matcher');
    expect((await create({ name: 'Sneaky', email: 's@shikhon.test', password: 'Sneaky@2026', role: 'owner' }, matcher.headers)).statusCode).toBe(403);
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner.headers });
    expect(list.json().data.map((member: { email: string }) => member.email)).toContain('rumana@shikhon.test');
  });

  it('disabling revokes their sessions at once; the role changes; the last owner stays an owner', async () => {
    const finance = await staffOf('finance');
    expect((await server.app.inject({ method: 'GET', url: '/api/payments', headers: finance.headers })).statusCode).toBe(200);
    const update = (id: string, payload: object) =>
      server.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}`, headers: owner.headers, payload });
    const disabled = await update(finance.id, { disabled: true, reason: 'Left the agency' });
    expect(disabled.json().staff).toMatchObject({ disabled: true });
    expect((await server.app.inject({ method: 'GET', url: '/api/payments', headers: finance.headers })).statusCode).toBe(401);
    // Nor can a disabled account sign in again: the right password opens no session.
    await server.db.update(users).set({ passwordHash: await hashPassword('Finance#Desk2026') }).where(eq(users.id, finance.id));
    const relogin = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: finance.email, password: 'Finance#Desk2026', userType: 'admin' },
    });
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json()).toEqual({ message: 'This account has been disabled. Please contact the Shikhon team.' });

    const content = await staffOf('content');
    expect((await update(content.id, { role: 'finance' })).json().staff.role).toBe('finance');
    expect((await server.app.inject({ method: 'GET', url: '/api/payments', headers: content.headers })).statusCode).toBe(200);

    const lastOwner = await update(owner.id, { role: 'content' });
    expect(lastOwner.statusCode).toBe(409);
    expect((await update(owner.id, { disabled: true })).statusCode).toBe(409);
    expect((await update(ANY_ID, { role: 'content' })).statusCode).toBe(404);
    expect((await update(owner.id, {})).statusCode).toBe(400);
  });
});

describe('the verification fee', () => {
  const verify = (tutorId: string, payload: object) =>
    server.app.inject({ method: 'PUT', url: `/api/tutors/verify/${tutorId}`, headers: owner.headers, payload });
  const feeOf = async (tutorId: string) =>
    (await server.db.select().from(payments).where(and(eq(payments.kind, 'verification'), eq(payments.tutorUserId, tutorId))))[0];

  it('bare approval records 200 Tk as due; with method and reference as paid; with a reason as waived; once per tutor', async () => {
    const [due, paid, waived] = [
      await signIn(server.app, server.db, 'tutor'),
      await signIn(server.app, server.db, 'tutor'),
      await signIn(server.app, server.db, 'tutor'),
    ];
    expect((await verify(due!.id, { isApproved: true })).statusCode).toBe(200);
    expect(await feeOf(due!.id)).toMatchObject({ amount: 200, balance: 200, status: 'Due', tuitionId: null });
    expect((await verify(paid!.id, { isApproved: true, verificationFee: { method: 'bKash', reference: 'VF-1' } })).statusCode).toBe(200);
    expect(await feeOf(paid!.id)).toMatchObject({ amount: 200, balance: 0, status: 'Paid' });
    expect((await verify(waived!.id, { isApproved: true, verificationFee: { waivedReason: 'Campus ambassador' } })).statusCode).toBe(200);
    expect(await feeOf(waived!.id)).toMatchObject({ balance: 0, ledgerStatus: 'Waived' });
    // Approved again (paying now): still one fee, now paid.
    expect((await verify(due!.id, { isApproved: true, verificationFee: { method: 'Nagad', reference: 'VF-2' } })).statusCode).toBe(200);
    const fees = await server.db.select().from(payments).where(eq(payments.tutorUserId, due!.id));
    expect(fees.map((fee) => [fee.kind, fee.status])).toEqual([['verification', 'Paid']]);
    const listed = await server.app.inject({ method: 'GET', url: '/api/payments?kind=verification', headers: owner.headers });
    expect(listed.json().total).toBe(3);
    for (const bad of [
      { isApproved: true, verificationFee: { method: 'PayPal', reference: 'X-1' } },
      { isApproved: true, verificationFee: { method: 'bKash' } },
      { isApproved: true, verificationFee: { waivedReason: '' } },
    ]) {
      expect((await verify(due!.id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('the activity log', () => {
  it('lists the select and the delete newest first with the acting e-mail, filters, pages; owner only', async () => {
    const job = await insertJob(server.db, { salary: 'Negotiable' });
    const tutor = await signIn(server.app, server.db, 'tutor');
    await insertApplication(server.db, job.id, tutor.id);
    const matcher = await staffOf('matcher');
    const finance = await staffOf('finance');
    const refused = await server.app.inject({
      method: 'PUT',
      url: `/api/tuitionApply/select/${job.id}`,
      headers: matcher.headers,
      payload: { tutorId: tutor.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Agreed salary is required' });
    const selected = await server.app.inject({
      method: 'PUT',
      url: `/api/tuitionApply/select/${job.id}`,
      headers: matcher.headers,
      payload: { tutorId: tutor.id, agreedSalary: 8000 },
    });
    expect(selected.statusCode).toBe(200);
    const [fee] = await server.db.select().from(payments).where(eq(payments.tuitionId, job.id));
    expect(fee).toMatchObject({ amount: 4800, status: 'Due' });
    server.clock.advance(60_000);
    const noMethod = await server.app.inject({
      method: 'PUT',
      url: `/api/payments/${fee!.id}/status`,
      headers: finance.headers,
      payload: { status: 'Paid' },
    });
    expect(noMethod.statusCode).toBe(400);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/payments/${fee!.id}?reason=Duplicate`, headers: finance.headers });
    expect(deleted.statusCode).toBe(200);
    const listed = await server.app.inject({ method: 'GET', url: '/api/payments?status=Cancel', headers: finance.headers });
    expect(listed.json().data.map((row: { _id: string }) => row._id)).toEqual([fee!.id]);

    const activity = (query = '', headers = owner.headers) =>
      server.app.inject({ method: 'GET', url: `/api/admin/activity${query}`, headers });
    const all = await activity();
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((line: { action: string; actorEmail: string; recordId: string }) => [line.action, line.actorEmail, line.recordId])).toEqual([
      ['payment.void', finance.email, fee!.id],
      ['application.select', matcher.email, job.id],
    ]);
    expect(all.json().data[0]).toMatchObject({ reason: 'Duplicate', changes: { status: { before: 'Due', after: 'Cancel' } } });
    expect(all.json().data[0].ip).toEqual(expect.any(String));
    expect((await activity(`?actor=${matcher.id}`)).json().data).toHaveLength(1);
    expect((await activity('?recordType=payment')).json().data).toHaveLength(1);
    expect((await activity('?from=2000-01-01&to=2000-01-02')).json().data).toEqual([]);
    expect((await activity('?limit=1&page=2')).json()).toMatchObject({ total: 2, page: 2, data: [expect.objectContaining({ action: 'application.select' })] });
    expect((await activity('?from=nope')).statusCode).toBe(400);
    expect((await activity('', finance.headers)).statusCode).toBe(403);
    // Personal values are never in the log: no names, phones or e-mails in the changes.
    expect(JSON.stringify(all.json().data.map((line: { changes: unknown }) => line.changes))).not.toContain(tutor.email);
  });
});

describe('the activity trail of the other staff writes', () => {
  it('logs a tuition created and deleted, with the actor and the record id', async () => {
    const job = await insertJob(server.db);
    const removed = await server.app.inject({ method: 'DELETE', url: `/api/tuitions/${job.id}`, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    const log = await server.app.inject({ method: 'GET', url: '/api/admin/activity?recordType=tuition', headers: owner.headers });
    expect(log.json().data).toEqual([expect.objectContaining({ action: 'tuition.delete', recordId: job.id, actorEmail: owner.email })]);
    // A refused write leaves no line.
    const again = await server.app.inject({ method: 'DELETE', url: `/api/tuitions/${job.id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/activity', headers: owner.headers })).json().total).toBe(1);
  });
});

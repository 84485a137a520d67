// @vitest-environment node
// Races through the API, 100 requests at once, on PGlite and (TEST_DB=postgres) PostgreSQL: applications by many
// tutors and by one tutor, and payment status changes on one fee. The 100 simultaneous selects of one job's
// applicants are in admin-applications.test.ts ("keeps one winner among 100 simultaneous selects").
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@/shared/config/catalogue';
import { applications, payments } from '@server/db/schema';
import { createSession } from '@server/services/sessions';
import { createUser } from '@server/services/users';
import { setupTestServer, uniquePhone } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

const N = 100;
const server = setupTestServer();
let admin: Member;
beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
});

/** Many signed-in accounts fast: a session straight in the database (no password hashing), as login makes one. */
async function quickMembers(userType: 'tutor' | 'student', count: number) {
  const members: { id: string; headers: Record<string, string> }[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await createUser(server.db, {
      name: `Racer ${index}`,
      email: `racer-${index}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      phone: uniquePhone(),
      passwordHash: 'not-used',
      userType,
      gender: 'Female',
    });
    const { token } = await createSession(server.db, user.id, { rememberMe: false, now: server.clock.now() });
    members.push({ id: user.id, headers: { authorization: `Bearer ${token}` } });
  }
  return members;
}

const apply = (jobId: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: `/api/tuitionApply/apply/${jobId}`, headers });
const codes = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((count, answer) => ({ ...count, [answer.statusCode]: (count[answer.statusCode] ?? 0) + 1 }), {});
const applicationsOf = (jobId: string) => server.db.select().from(applications).where(eq(applications.jobId, jobId));

describe(`${N} simultaneous applications`, () => {
  it(`${N} tutors applying to one job at once each get their application, none lost`, async () => {
    const job = await insertJob(server.db);
    const tutors = await quickMembers('tutor', N);
    const answers = await Promise.all(tutors.map((tutor) => apply(job.id, tutor.headers)));
    expect(codes(answers)).toEqual({ 201: N });
    const rows = await applicationsOf(job.id);
    expect(rows.map((row) => row.tutorUserId).sort()).toEqual(tutors.map((tutor) => tutor.id).sort());
  });

  it(`one tutor applying ${N} times at once gets exactly one application; the rest are refused, none is a 5xx`, async () => {
    const job = await insertJob(server.db);
    const [tutor] = await quickMembers('tutor', 1);
    const answers = await Promise.all(Array.from({ length: N }, () => apply(job.id, tutor!.headers)));
    const count = codes(answers);
    expect(count[201]).toBe(1);
    // 409 "already applied" (or 429 once a per-day limit applies): never a server error.
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409 || answer.statusCode === 429), JSON.stringify(count)).toBe(true);
    for (const answer of answers.filter((item) => item.statusCode !== 201)) expect(Object.keys(answer.json())).toEqual(['message']);
    expect(await applicationsOf(job.id)).toHaveLength(1);
  });
});

describe(`${N} simultaneous payment status changes`, () => {
  /** Each status the admin screen sends, with what it needs (a Paid needs the method and reference). */
  const bodyFor = (status: (typeof PAYMENT_STATUSES)[number], index: number) =>
    status === 'Paid'
      ? { status, method: 'bKash', reference: `TRX${String(index).padStart(6, '0')}` }
      : { status, reason: `Race check ${index}` };

  it(`${N} admins' changes to one fee at once: no 5xx, one record, and a final status that was sent`, async () => {
    const job = await insertJob(server.db, { salary: '6000' });
    const [tutor] = await quickMembers('tutor', 1);
    await insertApplication(server.db, job.id, tutor!.id);
    const selected = await server.app.inject({
      method: 'PUT',
      url: `/api/tuitionApply/select/${job.id}`,
      headers: admin.headers,
      payload: { tutorId: tutor!.id },
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const list = async () => {
      const answer = await server.app.inject({ method: 'GET', url: '/api/payments', headers: admin.headers });
      expect(answer.statusCode).toBe(200);
      return answer.json<{ data: { _id: string; status: string; tuitionId: string | null }[] }>().data.filter((fee) => fee.tuitionId === job.id);
    };
    const [fee] = await list();
    expect(fee).toBeDefined();

    const sent = Array.from({ length: N }, (_, index) => bodyFor(PAYMENT_STATUSES[index % PAYMENT_STATUSES.length]!, index));
    const answers = await Promise.all(
      sent.map((payload) => server.app.inject({ method: 'PUT', url: `/api/payments/${fee!._id}/status`, headers: admin.headers, payload })),
    );
    const count = codes(answers);
    expect(answers.filter((answer) => answer.statusCode >= 500), JSON.stringify(count)).toEqual([]);
    expect(count[200], JSON.stringify(count)).toBeGreaterThan(0);
    for (const answer of answers.filter((item) => item.statusCode !== 200)) {
      expect([400, 409, 429], answer.body).toContain(answer.statusCode);
      expect(Object.keys(answer.json())).toEqual(['message']);
    }

    // Still one record for the job, in a status one of the admins sent, and every reader agrees on it.
    const after = await list();
    expect(after).toHaveLength(1);
    expect(sent.map((body) => body.status)).toContain(after[0]!.status);
    expect((await list())[0]!.status).toBe(after[0]!.status);
    const rows = await server.db.select().from(payments).where(eq(payments.tuitionId, job.id));
    expect(rows).toHaveLength(1);
  });
});

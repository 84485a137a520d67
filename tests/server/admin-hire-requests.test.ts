// @vitest-environment node
// The admin's simple list of Hire a Tutor requests: GET /api/auth/get_tutor_request and PUT /api/auth/change_request_status/{id}.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { HIRE_REQUEST_MESSAGES, hireRequestListResponseSchema, hireRequestUpdatedSchema } from '@/shared/api/contract';
import { publicTutorRequests, type NewPublicTutorRequestRow } from '@server/db/schema';
import { setupTestServer } from './harness';
import { signIn, type Member } from './member-fixtures';

const server = setupTestServer();
let admin: Member;
beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
});

const DAY = 86_400_000;
const base = new Date('2026-05-01T06:00:00.000Z');

/** A request straight in the database, `daysAgo` before the base date. */
async function insertRequest(index: number, values: Partial<NewPublicTutorRequestRow> = {}) {
  const createdAt = new Date(base.getTime() - index * DAY);
  const [row] = await server.db
    .insert(publicTutorRequests)
    .values({
      studentName: `Student ${index}`,
      phone: `0171100${String(index).padStart(4, '0')}`,
      medium: 'Bangla Medium',
      classLevel: 'Class 8',
      subjects: ['Math'],
      district: 'Dhaka',
      area: 'Mirpur',
      address: 'Road 1',
      createdAt,
      updatedAt: createdAt,
      ...values,
    })
    .returning();
  return row!;
}

const list = (query = '', headers = admin.headers) =>
  server.app.inject({ method: 'GET', url: `/api/auth/get_tutor_request${query}`, headers });
const toggle = (id: string, payload?: object, headers = admin.headers) =>
  server.app.inject({ method: 'PUT', url: `/api/auth/change_request_status/${id}`, headers, ...(payload ? { payload } : {}) });

describe('GET /api/auth/get_tutor_request', () => {
  it('answers every request newest first with the fields of the cards and every tab\u2019s count', async () => {
    await insertRequest(2, { isCompleted: true });
    await insertRequest(0, { studentName: 'Nusrat Jahan', phone: '01711000000', area: 'Uttara', district: 'Dhaka' });
    await insertRequest(1);
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const body = hireRequestListResponseSchema.parse(answer.json());
    expect(body.data.map((r) => r.studentName)).toEqual(['Nusrat Jahan', 'Student 1', 'Student 2']);
    expect(body.data[0]).toMatchObject({
      studentName: 'Nusrat Jahan',
      phone: '01711000000',
      classLevel: 'Class 8',
      medium: 'Bangla Medium',
      area: 'Uttara',
      district: 'Dhaka',
      isCompleted: false,
      createdAt: base.toISOString(),
    });
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20, counts: { all: 3, pending: 2, completed: 1 } });
  });

  it('filters by tab in the database, counts stay for every tab', async () => {
    await insertRequest(0, { isCompleted: true });
    await insertRequest(1);
    await insertRequest(2, { isCompleted: true });
    const completed = hireRequestListResponseSchema.parse((await list('?status=completed')).json());
    expect(completed.data.map((r) => r.studentName)).toEqual(['Student 0', 'Student 2']);
    expect(completed.total).toBe(2);
    expect(completed.counts).toEqual({ all: 3, pending: 1, completed: 2 });
    const pending = hireRequestListResponseSchema.parse((await list('?status=pending')).json());
    expect(pending.data.map((r) => r.studentName)).toEqual(['Student 1']);
    expect(pending.total).toBe(1);
  });

  it('pages on the server, the All tab merging pending and completed in date order', async () => {
    for (let index = 0; index < 7; index += 1) await insertRequest(index, { isCompleted: index % 3 === 0 });
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = hireRequestListResponseSchema.parse((await list(`?page=${page}&limit=3`)).json());
      expect(body.total).toBe(7);
      pages.push(body.data.map((r) => r.studentName));
    }
    expect(pages).toEqual([
      ['Student 0', 'Student 1', 'Student 2'],
      ['Student 3', 'Student 4', 'Student 5'],
      ['Student 6'],
    ]);
    const past = hireRequestListResponseSchema.parse((await list('?page=9&limit=3')).json());
    expect(past.data).toEqual([]);
    const pendingPage2 = hireRequestListResponseSchema.parse((await list('?status=pending&page=2&limit=2')).json());
    expect(pendingPage2.data.map((r) => r.studentName)).toEqual(['Student 4', 'Student 5']);
  });

  it('answers an empty list with zero counts', async () => {
    const body = hireRequestListResponseSchema.parse((await list()).json());
    expect(body).toEqual({ data: [], total: 0, page: 1, limit: 20, counts: { all: 0, pending: 0, completed: 0 } });
  });

  it('refuses an unknown tab and a limit over 100 with 400 { message }', async () => {
    for (const query of ['?status=done', '?limit=101', '?page=0']) {
      const answer = await list(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('holds guardians\u2019 phone numbers: 401 without a token, 403 for a student or tutor', async () => {
    await insertRequest(0);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/auth/get_tutor_request' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('0171100');
    for (const role of ['student', 'tutor'] as const) {
      const member = await signIn(server.app, server.db, role);
      const answer = await list('', member.headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('0171100');
    }
  });
});

describe('PUT /api/auth/change_request_status/{id}', () => {
  it('toggles isCompleted either way with an empty body and answers the updated request', async () => {
    const request = await insertRequest(0);
    server.clock.set(new Date('2026-05-02T00:00:00.000Z'));
    const first = await toggle(request.id);
    expect(first.statusCode).toBe(200);
    const body = hireRequestUpdatedSchema.parse(first.json());
    expect(body).toMatchObject({ message: HIRE_REQUEST_MESSAGES.updated, data: { _id: request.id, isCompleted: true } });
    const [stored] = await server.db.select().from(publicTutorRequests).where(eq(publicTutorRequests.id, request.id));
    expect(stored?.isCompleted).toBe(true);
    expect(stored?.updatedAt.toISOString()).toBe('2026-05-02T00:00:00.000Z');

    const second = hireRequestUpdatedSchema.parse((await toggle(request.id)).json());
    expect(second.data.isCompleted).toBe(false);
  });

  it('sets the value when the body names it, so a repeated click changes nothing more', async () => {
    const request = await insertRequest(0);
    for (let click = 0; click < 2; click += 1) {
      const answer = hireRequestUpdatedSchema.parse((await toggle(request.id, { isCompleted: true })).json());
      expect(answer.data.isCompleted).toBe(true);
    }
    const back = hireRequestUpdatedSchema.parse((await toggle(request.id, { isCompleted: false })).json());
    expect(back.data.isCompleted).toBe(false);
  });

  it('two toggles at the same moment both apply (one statement each, no lost update)', async () => {
    const request = await insertRequest(0);
    const answers = await Promise.all([toggle(request.id), toggle(request.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [stored] = await server.db.select().from(publicTutorRequests).where(eq(publicTutorRequests.id, request.id));
    expect(stored?.isCompleted).toBe(false);
  });

  it('answers 404 { message } for an unknown or malformed id', async () => {
    for (const id of ['5d0c7c1e-3f0e-4c1e-9d7a-2f4b5c6d7e8f', 'not-an-id']) {
      const answer = await toggle(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: HIRE_REQUEST_MESSAGES.notFound });
    }
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const request = await insertRequest(0);
    for (const payload of [{ isCompleted: 'yes' }, { status: 'completed' }]) {
      const answer = await toggle(request.id, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    const [stored] = await server.db.select().from(publicTutorRequests).where(eq(publicTutorRequests.id, request.id));
    expect(stored?.isCompleted).toBe(false);
  });

  it('401 without a token and 403 for a student or tutor, and the request stays pending', async () => {
    const request = await insertRequest(0);
    expect((await server.app.inject({ method: 'PUT', url: `/api/auth/change_request_status/${request.id}` })).statusCode).toBe(401);
    for (const role of ['student', 'tutor'] as const) {
      const member = await signIn(server.app, server.db, role);
      expect((await toggle(request.id, undefined, member.headers)).statusCode).toBe(403);
    }
    const [stored] = await server.db.select().from(publicTutorRequests).where(eq(publicTutorRequests.id, request.id));
    expect(stored?.isCompleted).toBe(false);
  });
});

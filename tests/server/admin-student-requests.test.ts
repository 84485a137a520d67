// @vitest-environment node
// The admin's review of guardians'/students' tutor requests: read one, approve (the tuition, the status and
// the jobId in one transaction), reject, and save edits (with the linked tuition).
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  REQUEST_REVIEW_MESSAGES,
  requestStatusChangedSchema,
  studentTutorRequestResponseSchema,
  tuitionListResponseSchema,
  tutorRequestUpdatedSchema,
} from '@/shared/api/contract';
import { studentTutorRequests, tuitions, type NewStudentTutorRequestRow } from '@server/db/schema';
import { changeRequestStatus } from '@server/services/request-approval';
import { setupTestServer } from './harness';
import { signIn, type Member } from './member-fixtures';

const server = setupTestServer();
let admin: Member;
let student: Member;
beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
  student = await signIn(server.app, server.db, 'student');
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function insertRequest(values: Partial<NewStudentTutorRequestRow> = {}) {
  const [row] = await server.db
    .insert(studentTutorRequests)
    .values({
      studentUserId: student.id,
      studentId: student.studentId,
      studentName: 'Ayaan Rahman',
      noOfStudents: 2,
      studentGender: 'male',
      institution: 'Uttara High School',
      district: 'Dhaka',
      area: 'Uttara',
      locationDetails: 'Sector 7, Road 12',
      medium: 'Bangla Medium',
      classLevel: 'Class 8',
      subjects: ['Math', 'Physics', 'Chemistry'],
      tutoringType: 'online',
      preferredTutor: 'female',
      days: 4,
      tutoringTime: 'After 4 PM',
      salary: '5000-6000',
      notes: 'Weak in algebra\nNeeds exam practice',
      ...values,
    })
    .returning();
  return row!;
}

const requestRow = async (id: string) =>
  (await server.db.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, id)))[0]!;

const changeStatus = (id: string, status: string, member: Member | null = admin) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/students/change-request-status/${id}`,
    headers: member?.headers ?? {},
    payload: { status },
  });
const update = (id: string, payload: object, member: Member | null = admin) =>
  server.app.inject({ method: 'PUT', url: `/api/students/update-tutor-request/${id}`, headers: member?.headers ?? {}, payload });
const getOne = (id: string, member: Member | null = admin) =>
  server.app.inject({ method: 'GET', url: `/api/students/get-tutor-request/${id}`, headers: member?.headers ?? {} });

const editedBody = {
  studentName: 'Ayaan R.',
  noOfStudents: 3,
  studentGender: 'female',
  institution: 'Milestone College',
  district: 'Chittagong',
  area: 'Agrabad',
  locationDetails: 'Near the port',
  medium: 'english-medium',
  classLevel: 'O Level',
  subjects: ['English', 'Math', 'English'],
  days: 5,
  tutoringTime: 'Evening',
  salary: '8000',
};

describe('GET /api/students/get-tutor-request/{id}', () => {
  it('answers one request to an admin', async () => {
    const row = await insertRequest();
    const response = await getOne(row.id);
    expect(response.statusCode, response.body).toBe(200);
    const { request } = studentTutorRequestResponseSchema.parse(response.json());
    expect(request).toMatchObject({ _id: row.id, studentName: 'Ayaan Rahman', status: 'pending', jobId: null });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await getOne(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: REQUEST_REVIEW_MESSAGES.notFound });
    }
  });
});

describe('access', () => {
  it('refuses a missing token (401) and a student or tutor (403) on every call, and changes nothing', async () => {
    const row = await insertRequest();
    const tutor = await signIn(server.app, server.db, 'tutor');
    const calls = [() => getOne(row.id, null), () => changeStatus(row.id, 'approved', null), () => update(row.id, editedBody, null)];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const member of [student, tutor]) {
      expect((await getOne(row.id, member)).statusCode).toBe(403);
      expect((await changeStatus(row.id, 'approved', member)).statusCode).toBe(403);
      expect((await update(row.id, editedBody, member)).statusCode).toBe(403);
      // The role is checked before the body: a bad body is still 403.
      expect((await changeStatus(row.id, 'nonsense', member)).statusCode).toBe(403);
    }
    expect(await requestRow(row.id)).toEqual(row);
    expect(await server.db.select().from(tuitions)).toEqual([]);
  });
});

describe('PUT /api/students/change-request-status/{id}', () => {
  it("approves: creates the active tuition from the request's fields, marks the request approved with the jobId", async () => {
    const row = await insertRequest();
    const response = await changeStatus(row.id, 'approved');
    expect(response.statusCode, response.body).toBe(200);
    const answer = requestStatusChangedSchema.parse(response.json());
    expect(answer.message).toBe('Request approved and tuition created successfully!');
    expect(answer.jobId).toEqual(expect.any(String));
    expect(answer.request).toMatchObject({ _id: row.id, status: 'approved', jobId: answer.jobId });

    const stored = await requestRow(row.id);
    expect(stored.status).toBe('approved');
    expect(stored.jobId).toBe(answer.jobId);

    const [job] = await server.db.select().from(tuitions);
    expect(job).toMatchObject({
      id: answer.jobId,
      status: 'active',
      sourceRequestId: row.id,
      studentUserId: student.id,
      studentId: student.studentId,
      studentName: 'Ayaan Rahman',
      institution: 'Uttara High School',
      district: 'Dhaka',
      area: 'Uttara',
      location: 'Uttara',
      locationDetails: 'Sector 7, Road 12',
      category: 'Bangla Medium',
      classLevel: 'Class 8',
      studentGender: 'Male',
      preferredTutor: 'Female',
      tutoringType: 'Online Tutoring',
      tutoringTime: 'After 4 PM',
      days: 4,
      noOfStudents: 2,
      subjects: ['Math', 'Physics', 'Chemistry'],
      salary: '5000-6000',
      notes: ['Weak in algebra', 'Needs exam practice'],
    });

    // The new job is on the public board at once.
    const board = await server.app.inject({ method: 'GET', url: '/api/tuitions' });
    expect(board.statusCode).toBe(200);
    const { data } = tuitionListResponseSchema.parse(board.json());
    expect(data.map((tuition) => tuition.jobId)).toEqual([answer.jobId]);
  });

  it("fills in the approve flow's defaults (section 9) where the request has no value", async () => {
    const row = await insertRequest({ medium: ' ', area: '', preferredTutor: '', tutoringType: '', locationDetails: null });
    const response = await changeStatus(row.id, 'approved');
    expect(response.statusCode, response.body).toBe(200);
    const [job] = await server.db.select().from(tuitions);
    expect(job).toMatchObject({
      category: 'Not specified',
      location: 'Not specified',
      preferredTutor: 'Any',
      // 'offline' is in-person tutoring: the job's Home Tutoring.
      tutoringType: 'Home Tutoring',
      locationDetails: null,
    });
    // noOfStudents: the column's default 1 when the request carries none.
    const defaulted = await insertRequest({ noOfStudents: undefined });
    await changeStatus(defaulted.id, 'approved');
    const [second] = await server.db.select().from(tuitions).where(eq(tuitions.sourceRequestId, defaulted.id));
    expect(second?.noOfStudents).toBe(1);
  });

  it('answers 409 to a second approval (or a rejection after it) and creates no second tuition', async () => {
    const row = await insertRequest();
    expect((await changeStatus(row.id, 'approved')).statusCode).toBe(200);
    const before = await requestRow(row.id);
    for (const status of ['approved', 'rejected']) {
      const again = await changeStatus(row.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: REQUEST_REVIEW_MESSAGES.notPending });
    }
    expect(await server.db.select().from(tuitions)).toHaveLength(1);
    expect(await requestRow(row.id)).toEqual(before);
  });

  it('two approvals at the same moment: one wins, the other is 409, one tuition', async () => {
    const row = await insertRequest();
    const answers = await Promise.all([changeStatus(row.id, 'approved'), changeStatus(row.id, 'approved')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const jobs = await server.db.select().from(tuitions);
    expect(jobs).toHaveLength(1);
    expect((await requestRow(row.id)).jobId).toBe(jobs[0]!.id);
  });

  it('rejects: status rejected, no jobId, no tuition; then 409 on approval', async () => {
    const row = await insertRequest();
    const response = await changeStatus(row.id, 'rejected');
    expect(response.statusCode, response.body).toBe(200);
    const answer = requestStatusChangedSchema.parse(response.json());
    expect(answer).toMatchObject({ message: 'Request rejected successfully!', jobId: null, request: { status: 'rejected', jobId: null } });
    expect(await server.db.select().from(tuitions)).toEqual([]);
    expect((await changeStatus(row.id, 'approved')).statusCode).toBe(409);
    expect(await server.db.select().from(tuitions)).toEqual([]);
  });

  it('answers 400 for another status and 404 for an unknown request, changing nothing', async () => {
    const row = await insertRequest();
    for (const status of ['pending', 'completed', '']) {
      const response = await changeStatus(row.id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringContaining('status') });
    }
    expect((await changeStatus(UNKNOWN_ID, 'approved')).statusCode).toBe(404);
    expect((await requestRow(row.id)).status).toBe('pending');
    expect(await server.db.select().from(tuitions)).toEqual([]);
  });
});

describe('approval is all or nothing', () => {
  it('a failure after the tuition was inserted rolls everything back (service failure point)', async () => {
    const row = await insertRequest();
    const failing = changeRequestStatus(server.db, server.clock, row.id, 'approved', {
      afterTuitionCreated: async (tx, tuition) => {
        // The job exists inside the transaction...
        expect(await tx.select().from(tuitions).where(eq(tuitions.id, tuition.id))).toHaveLength(1);
        throw new Error('the database went away');
      },
    });
    await expect(failing).rejects.toThrow('the database went away');
    // ...and nowhere after it.
    expect(await server.db.select().from(tuitions)).toEqual([]);
    expect(await requestRow(row.id)).toEqual(row);
    // The request can still be approved afterwards.
    expect((await changeStatus(row.id, 'approved')).statusCode).toBe(200);
    expect(await server.db.select().from(tuitions)).toHaveLength(1);
  });

  it('a database error on the last step (marking the request approved) answers 500 and leaves nothing changed', async () => {
    const row = await insertRequest();
    // A deliberately failing trigger: the request cannot become approved, after the tuition is inserted.
    await server.db.execute(sql`
      create or replace function test_refuse_approval() returns trigger language plpgsql as $$
      begin
        if new.status = 'approved' then raise exception 'approval refused by the test'; end if;
        return new;
      end $$`);
    await server.db.execute(sql`
      create trigger test_refuse_approval before update on student_tutor_requests
      for each row execute function test_refuse_approval()`);
    try {
      const response = await changeStatus(row.id, 'approved');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(await server.db.select().from(tuitions)).toEqual([]);
      const stored = await requestRow(row.id);
      expect(stored.status).toBe('pending');
      expect(stored.jobId).toBeNull();
    } finally {
      await server.db.execute(sql`drop trigger if exists test_refuse_approval on student_tutor_requests`);
      await server.db.execute(sql`drop function if exists test_refuse_approval()`);
    }
  });
});

describe('PUT /api/students/update-tutor-request/{id}', () => {
  it('saves every edited field of a request without a tuition: "Request updated successfully"', async () => {
    const row = await insertRequest();
    const response = await update(row.id, { ...editedBody, _id: 'ignored', status: 'approved', jobId: UNKNOWN_ID });
    expect(response.statusCode, response.body).toBe(200);
    const answer = tutorRequestUpdatedSchema.parse(response.json());
    expect(answer.message).toBe('Request updated successfully');
    expect(answer.request).toMatchObject({
      _id: row.id,
      studentName: 'Ayaan R.',
      noOfStudents: 3,
      studentGender: 'female',
      institution: 'Milestone College',
      district: 'Chattogram',
      area: 'Agrabad',
      locationDetails: 'Near the port',
      medium: 'English Medium',
      classLevel: 'O Level',
      subjects: ['English', 'Math'],
      days: 5,
      tutoringTime: 'Evening',
      salary: '8000',
      // Not on the form: kept.
      tutoringType: 'online',
      preferredTutor: 'female',
      notes: 'Weak in algebra\nNeeds exam practice',
      // Never from the body.
      status: 'pending',
      jobId: null,
    });
    expect(await server.db.select().from(tuitions)).toEqual([]);
  });

  it('accepts an empty subject list (the form only warns)', async () => {
    const row = await insertRequest();
    const response = await update(row.id, { ...editedBody, subjects: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await requestRow(row.id)).subjects).toEqual([]);
  });

  it('updates the linked tuition in the same call: "Request and tuition updated successfully"', async () => {
    const row = await insertRequest();
    const { jobId } = requestStatusChangedSchema.parse((await changeStatus(row.id, 'approved')).json());
    const response = await update(row.id, editedBody);
    expect(response.statusCode, response.body).toBe(200);
    const answer = tutorRequestUpdatedSchema.parse(response.json());
    expect(answer.message).toBe('Request and tuition updated successfully');
    expect(answer.request).toMatchObject({ status: 'approved', jobId, studentName: 'Ayaan R.' });
    const [job] = await server.db.select().from(tuitions).where(eq(tuitions.id, jobId!));
    expect(job).toMatchObject({
      studentName: 'Ayaan R.',
      noOfStudents: 3,
      studentGender: 'Female',
      institution: 'Milestone College',
      district: 'Chattogram',
      area: 'Agrabad',
      location: 'Agrabad',
      locationDetails: 'Near the port',
      category: 'English Medium',
      classLevel: 'O Level',
      subjects: ['English', 'Math'],
      days: 5,
      tutoringTime: 'Evening',
      salary: '8000',
      status: 'active',
      sourceRequestId: row.id,
    });
  });

  it('takes { jobId } only when it is the tuition approval stored on the request', async () => {
    const row = await insertRequest();
    const { jobId } = requestStatusChangedSchema.parse((await changeStatus(row.id, 'approved')).json());
    const own = await update(row.id, { jobId });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ message: 'Request updated successfully', request: { jobId } });

    const other = await insertRequest();
    for (const foreign of [jobId, UNKNOWN_ID, 'x']) {
      const response = await update(other.id, { jobId: foreign });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: REQUEST_REVIEW_MESSAGES.foreignJob });
    }
    expect(await requestRow(other.id)).toEqual(other);
  });

  it('answers 400 for bad input and changes nothing', async () => {
    const row = await insertRequest();
    const { jobId } = requestStatusChangedSchema.parse((await changeStatus(row.id, 'approved')).json());
    const [jobBefore] = await server.db.select().from(tuitions);
    const requestBefore = await requestRow(row.id);
    const bad = [
      { ...editedBody, days: 0 },
      { ...editedBody, days: 8 },
      { ...editedBody, subjects: 'Math' },
      { ...editedBody, subjects: ['Basket weaving'] },
      { ...editedBody, studentName: '  ' },
      { ...editedBody, studentGender: 'other' },
      { ...editedBody, district: 'Atlantis' },
      { ...editedBody, medium: 'Cooking' },
      {},
    ];
    for (const body of bad) {
      const response = await update(row.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await requestRow(row.id)).toEqual(requestBefore);
    expect((await server.db.select().from(tuitions).where(eq(tuitions.id, jobId!)))[0]).toEqual(jobBefore);
  });

  it('answers 404 for an unknown request', async () => {
    const response = await update(UNKNOWN_ID, editedBody);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: REQUEST_REVIEW_MESSAGES.notFound });
  });
});

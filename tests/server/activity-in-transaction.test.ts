// @vitest-environment node
// Issue 13, item 7: a staff write and its activity line are one transaction (the service writes the line with
// logActivity(tx, …), no hook after the answer). Proved on a real database for the request decision
// (PUT /api/students/change-request-status/{id}): a failure inside the action leaves neither the change nor a line;
// a success leaves exactly one line, by the staff member who acted, with ids and statuses but no personal values.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog, studentTutorRequests, tuitions, users } from '@server/db/schema';
import { changeRequestStatus } from '@server/services/request-approval';
import { setupTestServer } from './harness';
import { signIn, tutorRequestBody, type Member } from './member-fixtures';

const server = setupTestServer();
let owner: Member;
let matcher: Member;
let student: Member;
beforeEach(async () => {
  owner = await signIn(server.app, server.db, 'admin');
  matcher = await signIn(server.app, server.db, 'admin');
  await server.db.update(users).set({ role: 'matcher' }).where(eq(users.id, matcher.id));
  student = await signIn(server.app, server.db, 'student');
});

/** The guardian posts a request as the app does (a member's write: no activity line). */
async function insertRequest() {
  const posted = await server.app.inject({
    method: 'POST',
    url: `/api/students/${student.id}/tutor-request`,
    headers: student.headers,
    payload: tutorRequestBody({ salary: '5000', notes: 'Call 01711111111 after 5 PM' }),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const [row] = await server.db.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, posted.json().request._id));
  return row!;
}

const linesOf = (recordId: string) => server.db.select().from(activityLog).where(eq(activityLog.recordId, recordId));

describe('the activity line is written in the action\u2019s transaction', () => {
  it('a failure inside the action leaves no line (and no change); the success leaves exactly one, by the right actor', async () => {
    const request = await insertRequest();

    // The approval fails after the job was inserted: everything rolls back, the line included.
    const failing = changeRequestStatus(server.db, server.clock, request.id, 'approved', {
      afterTuitionCreated: async () => {
        throw new Error('the database went away');
      },
    }, { userId: owner.id, ip: '203.0.113.9' });
    await expect(failing).rejects.toThrow('the database went away');
    expect(await linesOf(request.id)).toEqual([]);
    expect(await server.db.select().from(activityLog)).toEqual([]);
    expect(await server.db.select().from(tuitions)).toEqual([]);

    // A refused decision (unknown request) leaves no line either.
    const unknown = await server.app.inject({
      method: 'PUT',
      url: '/api/students/change-request-status/00000000-0000-4000-8000-000000000000',
      headers: matcher.headers,
      payload: { status: 'approved' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await server.db.select().from(activityLog)).toEqual([]);

    // The matcher approves it: one line, theirs, with the record's id, the statuses and the new job's id.
    const approved = await server.app.inject({
      method: 'PUT',
      url: `/api/students/change-request-status/${request.id}`,
      headers: matcher.headers,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    const jobId = approved.json().jobId as string;
    const lines = await server.db.select().from(activityLog);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorUserId: matcher.id,
      action: 'request.status',
      recordType: 'request',
      recordId: request.id,
      changes: {
        status: { before: 'pending', after: 'approved' },
        stage: { before: 'submitted', after: 'published' },
        jobId: { before: null, after: jobId },
      },
    });
    expect(lines[0]!.ip).toEqual(expect.any(String));
    // Ids and statuses only: no name, school, address or the guardian's notes.
    expect(JSON.stringify(lines[0])).not.toMatch(/Ayaan|Uttara High|Sector 7|01711111111/);

    // GET /api/admin/activity answers it as before: the actor's e-mail, the action and the record.
    const log = await server.app.inject({ method: 'GET', url: '/api/admin/activity?recordType=request', headers: owner.headers });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({
      total: 1,
      data: [{ action: 'request.status', recordType: 'request', recordId: request.id, actorId: matcher.id, actorEmail: matcher.email }],
    });

    // Approving it again is refused (409): still one line.
    const again = await server.app.inject({
      method: 'PUT',
      url: `/api/students/change-request-status/${request.id}`,
      headers: matcher.headers,
      payload: { status: 'approved' },
    });
    expect(again.statusCode).toBe(409);
    expect(await server.db.select().from(activityLog)).toHaveLength(1);
  });

  it('an edit logs the changed fields, the personal ones only as "(changed)"', async () => {
    const request = await insertRequest();
    const edited = await server.app.inject({
      method: 'PUT',
      url: `/api/students/update-tutor-request/${request.id}`,
      headers: matcher.headers,
      payload: {
        studentName: 'Ayaan R.',
        noOfStudents: 2,
        studentGender: 'male',
        institution: 'Uttara High School',
        district: 'Dhaka',
        area: 'Uttara',
        locationDetails: 'Sector 9, Road 3',
        medium: 'Bangla Medium',
        classLevel: 'Class 8',
        subjects: ['Math', 'Physics'],
        days: 3,
        tutoringTime: 'After 4 PM',
        salary: '6000',
      },
    });
    expect(edited.statusCode).toBe(200);
    const [line, ...more] = await linesOf(request.id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ actorUserId: matcher.id, action: 'request.update' });
    expect(line!.changes).toEqual({
      studentName: { before: '(changed)', after: '(changed)' },
      locationDetails: { before: '(changed)', after: '(changed)' },
      noOfStudents: { before: 1, after: 2 },
      salary: { before: '5000', after: '6000' },
    });
  });
});

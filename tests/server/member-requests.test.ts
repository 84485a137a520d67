// @vitest-environment node
// Student tutor requests, the applications each role may see, and the student's Apply Status counts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, notifications, studentTutorRequests, tuitions } from '@server/db/schema';
import { setupTestServer } from './harness';
import { insertApplication, insertJob, signIn, tutorRequestBody, type Member } from './member-fixtures';

const server = setupTestServer();

const postRequest = (student: Member, body: Record<string, unknown> = tutorRequestBody()) =>
  server.app.inject({ method: 'POST', url: `/api/students/${student.id}/tutor-request`, headers: student.headers, payload: body });
const listRequests = (member: Member) =>
  server.app.inject({ method: 'GET', url: '/api/students/get-tutor-requests', headers: member.headers });
const applicationsFor = async (member: Member) => {
  const response = await server.app.inject({ method: 'GET', url: '/api/tuitionApply', headers: member.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { jobId: string; isAssigned: boolean; studentId: number | null; applicants: { tutorId: string; status: string }[] }[] }>().data;
};
const countsOf = async (student: Member, caller: Member = student) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/students/${student.id}/apply-status`, headers: caller.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ counts: Record<string, number> }>().counts;
};

describe('POST /api/students/{id}/tutor-request', () => {
  it("stores a pending request with the caller's own studentId and the server's time, and tells the admins", async () => {
    const student = await signIn(server.app, server.db, 'student', { name: 'Salma' });
    const someoneElse = await signIn(server.app, server.db, 'student');
    const body = tutorRequestBody({ studentId: someoneElse.studentId, postedAt: '2001-01-01T00:00:00.000Z', status: 'approved', jobId: 'x' });
    const response = await postRequest(student, body);
    expect(response.statusCode, response.body).toBe(201);
    const { message, request } = response.json();
    expect(message).toBe('Your tutor request has been submitted successfully!');
    expect(request).toEqual({
      _id: expect.any(String),
      studentId: student.studentId,
      studentName: 'Ayaan Rahman',
      noOfStudents: 1,
      studentGender: 'male',
      institution: 'Uttara High School',
      district: 'Dhaka',
      area: 'Uttara',
      location: 'Uttara',
      locationDetails: 'Sector 7, Road 12',
      medium: 'Bangla Medium',
      classLevel: 'Class 8',
      subjects: ['Math', 'Physics'],
      tutoringType: 'home',
      days: 3,
      tutoringTime: 'After 4 PM',
      salary: '5000-6000',
      preferredTutor: 'any',
      notes: 'Weak in algebra',
      status: 'pending',
      jobId: null,
      createdAt: server.clock.now().toISOString(),
    });
    const [row] = await server.db.select().from(studentTutorRequests);
    expect(row).toMatchObject({ studentUserId: student.id, studentId: student.studentId, postedAt: server.clock.now() });
    const [notification] = await server.db.select().from(notifications);
    expect(notification).toMatchObject({ kind: 'student_tutor_request', link: '/admin/student-tutor-requests' });
    expect(notification!.message).toContain('Salma');
  });

  it('fills the optional fields with their defaults', async () => {
    const student = await signIn(server.app, server.db, 'student');
    const { institution: _i, locationDetails: _l, preferredTutor: _p, notes: _n, ...required } = tutorRequestBody();
    const response = await postRequest(student, { ...required, days: '5', noOfStudents: '2' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().request).toMatchObject({ institution: '', locationDetails: '', preferredTutor: 'any', notes: '', days: 5, noOfStudents: 2 });
  });

  it.each([
    ['no subjects', { subjects: [] }, 'subjects: Please select at least one subject'],
    ['a subject twice', { subjects: ['Math', 'Math'] }, 'subjects: A subject cannot be added twice'],
    ['"All"', { subjects: ['All'] }, 'subjects: "All" is not a subject'],
    ['no students', { noOfStudents: 0 }, 'noOfStudents: Number of Students must be at least 1'],
    ['an area of another district', { location: 'Boalia' }, 'location: Please choose an area of Dhaka'],
    ['a class of another category', { classLevel: 'O Level' }, 'classLevel: Please choose a class of Bangla Medium'],
    ['an unknown district', { district: 'Atlantis' }, 'district: Please choose one of the 64 districts'],
    ['8 days', { days: 8 }, 'days: Too big: expected number to be <=7'],
  ])('refuses %s and stores nothing', async (_name, change, message) => {
    const student = await signIn(server.app, server.db, 'student');
    const response = await postRequest(student, tutorRequestBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await server.db.select().from(studentTutorRequests)).toEqual([]);
    expect(await server.db.select().from(notifications)).toEqual([]);
  });
});

describe('GET /api/students/get-tutor-requests', () => {
  it('gives a student only their own requests, newest first, and an admin all of them', async () => {
    const first = await signIn(server.app, server.db, 'student');
    const second = await signIn(server.app, server.db, 'student');
    const admin = await signIn(server.app, server.db, 'admin');
    await postRequest(first, tutorRequestBody({ studentName: 'Older' }));
    server.clock.advance(60_000);
    await postRequest(first, tutorRequestBody({ studentName: 'Newer' }));
    await postRequest(second, tutorRequestBody({ studentName: 'Not yours' }));

    const mine = (await listRequests(first)).json().requests;
    expect(mine.map((request: { studentName: string }) => request.studentName)).toEqual(['Newer', 'Older']);
    expect(mine.every((request: { studentId: number }) => request.studentId === first.studentId)).toBe(true);
    expect((await listRequests(second)).json().requests).toHaveLength(1);
    expect((await listRequests(admin)).json().requests).toHaveLength(3);
    const fresh = await signIn(server.app, server.db, 'student');
    expect((await listRequests(fresh)).json()).toEqual({ requests: [] });
  });
});

describe('GET /api/tuitionApply', () => {
  it('gives a tutor their own applications, a student those on their jobs, an admin all; grouped per job', async () => {
    const student = await signIn(server.app, server.db, 'student');
    const otherStudent = await signIn(server.app, server.db, 'student');
    const tutorA = await signIn(server.app, server.db, 'tutor');
    const tutorB = await signIn(server.app, server.db, 'tutor');
    const admin = await signIn(server.app, server.db, 'admin');
    // One job posted for the student's account, one the admin typed the student's number on, one of someone else.
    const byAccount = await insertJob(server.db, { studentUserId: student.id });
    const byNumber = await insertJob(server.db, { studentId: student.studentId });
    const notTheirs = await insertJob(server.db, { studentUserId: otherStudent.id });
    const t = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes));
    await insertApplication(server.db, byAccount.id, tutorA.id, 'accepted', t(1));
    await insertApplication(server.db, byAccount.id, tutorB.id, 'rejected', t(2));
    await insertApplication(server.db, byNumber.id, tutorB.id, 'pending', t(3));
    await insertApplication(server.db, notTheirs.id, tutorA.id, 'pending', t(4));

    // The guardian's student number only on the job the tutor was selected for (docs/privacy.md).
    const forTutorA = await applicationsFor(tutorA);
    expect(forTutorA).toEqual([
      { jobId: notTheirs.id, jobNumber: notTheirs.jobNumber, salary: notTheirs.salary, isAssigned: false, studentId: null, applicants: [expect.objectContaining({ tutorId: tutorA.id, status: 'pending' })] },
      { jobId: byAccount.id, jobNumber: byAccount.jobNumber, salary: byAccount.salary, isAssigned: true, studentId: student.studentId, applicants: [expect.objectContaining({ tutorId: tutorA.id, status: 'accepted' })] },
    ]);
    expect(forTutorA[0]!.applicants[0]).toEqual({ tutorId: tutorA.id, tutorDisplayId: tutorA.tutorId, status: 'pending', appliedAt: t(4).toISOString(), shortlisted: false, picked: false });

    const forStudent = await applicationsFor(student);
    expect(forStudent.map((job) => job.jobId)).toEqual([byNumber.id, byAccount.id]);
    expect(forStudent[1]!.applicants.map((applicant) => [applicant.tutorId, applicant.status])).toEqual([
      [tutorA.id, 'accepted'],
      [tutorB.id, 'rejected'],
    ]);
    expect(forStudent[0]).toMatchObject({ isAssigned: false, studentId: student.studentId });

    const forAdmin = await applicationsFor(admin);
    expect(forAdmin.map((job) => job.jobId).sort()).toEqual([byAccount.id, byNumber.id, notTheirs.id].sort());
    expect(forAdmin.flatMap((job) => job.applicants)).toHaveLength(4);
    expect(await applicationsFor(await signIn(server.app, server.db, 'tutor'))).toEqual([]);
  });
});

describe('GET /api/students/{id}/apply-status', () => {
  it('counts pending, approved, assigned, confirmed and cancelled, and the counts move with the records', async () => {
    const student = await signIn(server.app, server.db, 'student');
    const tutorA = await signIn(server.app, server.db, 'tutor');
    const tutorB = await signIn(server.app, server.db, 'tutor');
    const zero = { pending: 0, approved: 0, assigned: 0, confirmed: 0, cancelled: 0 };
    expect(await countsOf(student)).toEqual(zero);

    // Three requests: all pending.
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await postRequest(student)).json().request._id);
    expect(await countsOf(student)).toEqual({ ...zero, pending: 3 });

    // The admin approves one (its job is created) and rejects another.
    const job = await insertJob(server.db, { studentUserId: student.id, sourceRequestId: ids[0] });
    await server.db.update(studentTutorRequests).set({ status: 'approved', jobId: job.id }).where(eq(studentTutorRequests.id, ids[0]!));
    await server.db.update(studentTutorRequests).set({ status: 'rejected' }).where(eq(studentTutorRequests.id, ids[1]!));
    expect(await countsOf(student)).toEqual({ ...zero, pending: 1, approved: 1, cancelled: 1 });

    // Tutors apply: the job has tutors put forward, none selected yet.
    await insertApplication(server.db, job.id, tutorA.id);
    await insertApplication(server.db, job.id, tutorB.id);
    expect(await countsOf(student)).toEqual({ ...zero, pending: 1, approved: 1, assigned: 1, cancelled: 1 });

    // A tutor is selected: confirmed.
    await server.db.update(applications).set({ status: 'accepted' }).where(eq(applications.tutorUserId, tutorA.id));
    await server.db.update(tuitions).set({ status: 'assigned' }).where(eq(tuitions.id, job.id));
    expect(await countsOf(student)).toEqual({ ...zero, pending: 1, approved: 1, confirmed: 1, cancelled: 1 });

    // A second job, typed by the admin with the student's number, withdrawn without a tutor: cancelled.
    await insertJob(server.db, { studentId: student.studentId, status: 'closed' });
    expect(await countsOf(student)).toEqual({ ...zero, pending: 1, approved: 1, confirmed: 1, cancelled: 2 });

    // The first job ends after its tutor taught it: still confirmed, not cancelled.
    await server.db.update(tuitions).set({ status: 'closed' }).where(eq(tuitions.id, job.id));
    expect(await countsOf(student)).toEqual({ ...zero, pending: 1, approved: 1, confirmed: 1, cancelled: 2 });

    // Another student's records never count; an admin reads the same counts.
    const other = await signIn(server.app, server.db, 'student');
    await postRequest(other);
    const admin = await signIn(server.app, server.db, 'admin');
    expect(await countsOf(student, admin)).toEqual({ ...zero, pending: 1, approved: 1, confirmed: 1, cancelled: 2 });
    expect(await countsOf(other)).toEqual({ ...zero, pending: 1 });
  });
});

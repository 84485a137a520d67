// @vitest-environment node
// Every admin call refuses a missing token (401) and a student or tutor (403), and changes nothing for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tuitions, users } from '@server/db/schema';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';
import { insertJob, signIn, type Member } from './member-fixtures';

let database: TestDatabase;
let server: TestServer;
let student: Member;
let tutor: Member;
let jobId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTestServer({ database });
  student = await signIn(server.app, server.db, 'student');
  tutor = await signIn(server.app, server.db, 'tutor');
  jobId = (await insertJob(server.db)).id;
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; body?: object };

/** Any well-formed id: the role is checked before a row is looked up. */
const ANY_ID = '8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f';

/** The admin area's calls (docs/api.md "Administration"), with real ids so only the role decides. */
const ADMIN_CALLS: Call[] = [
  { method: 'GET', url: () => '/api/admin/stats' },
  { method: 'GET', url: () => '/api/admin/tuitions' },
  { method: 'GET', url: () => '/api/admin/tutors' },
  { method: 'GET', url: () => '/api/admin/search?q=dhaka' },
  { method: 'GET', url: () => '/api/auth/get_all_users?userType=student' },
  { method: 'POST', url: () => '/api/tuitions/create', body: { district: 'Dhaka' } },
  { method: 'PUT', url: () => `/api/tuitions/${jobId}`, body: { status: 'closed' } },
  { method: 'DELETE', url: () => `/api/tuitions/${jobId}` },
  { method: 'DELETE', url: () => `/api/auth/delete_user/${tutor.id}` },
  { method: 'PUT', url: () => `/api/tutors/verify/${tutor.id}`, body: { isApproved: true } },
  { method: 'PUT', url: () => `/api/tutors/${tutor.id}/premium`, body: { isPremium: true } },
  { method: 'GET', url: () => '/api/notifications' },
  { method: 'PUT', url: () => `/api/notifications/${ANY_ID}/read` },
  { method: 'PUT', url: () => '/api/notifications/read-all' },
  { method: 'DELETE', url: () => `/api/notifications/${ANY_ID}` },
  { method: 'DELETE', url: () => '/api/notifications' },
  // Tutor applications: select, deassign, and an applicant's contact details.
  { method: 'PUT', url: () => `/api/tuitionApply/select/${jobId}`, body: { tutorId: ANY_ID } },
  { method: 'PUT', url: () => `/api/tuitionApply/deassign/${jobId}` },
  { method: 'GET', url: () => `/api/admin/applicants/${tutor.id}` },
  // Hire a Tutor requests (guardians' phone numbers) and payment records.
  { method: 'GET', url: () => '/api/auth/get_tutor_request' },
  { method: 'PUT', url: () => `/api/auth/change_request_status/${ANY_ID}` },
  { method: 'GET', url: () => '/api/payments' },
  { method: 'PUT', url: () => `/api/payments/${ANY_ID}/status`, body: { status: 'Paid' } },
  { method: 'DELETE', url: () => `/api/payments/${ANY_ID}` },
  // The review screen of guardians'/students' tutor requests.
  { method: 'GET', url: () => `/api/students/get-tutor-request/${ANY_ID}` },
  { method: 'PUT', url: () => `/api/students/change-request-status/${ANY_ID}`, body: { status: 'approved' } },
  { method: 'PUT', url: () => `/api/students/update-tutor-request/${ANY_ID}`, body: { jobId: ANY_ID } },
  // Multipart writes: a JSON body is enough, the role is checked before the body is read.
  { method: 'POST', url: () => '/api/testimonials/add', body: { name: 'x' } },
  { method: 'PUT', url: () => `/api/testimonials/updateDetails/${ANY_ID}`, body: { name: 'x' } },
  { method: 'DELETE', url: () => `/api/testimonials/delete/${ANY_ID}` },
  { method: 'POST', url: () => '/api/affiliate/add', body: { name: 'x' } },
  { method: 'PUT', url: () => `/api/affiliate/update/${ANY_ID}`, body: { name: 'x' } },
  { method: 'DELETE', url: () => `/api/affiliate/delete/${ANY_ID}` },
];

const send = (call: Call, headers: Record<string, string> = {}) =>
  server.app.inject({ method: call.method, url: call.url(), headers, ...(call.body ? { payload: call.body } : {}) });

describe.each(ADMIN_CALLS)('$method admin call', (call) => {
  it(`refuses a missing token with 401 { message }`, async () => {
    const answer = await send(call);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a student and a tutor with 403 { message }', async () => {
    for (const member of [student, tutor]) {
      const answer = await send(call, member.headers);
      expect(answer.statusCode, `${call.method} ${call.url()} as ${member.email}`).toBe(403);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
  });
});

it('left every record as it was', async () => {
  const [job] = await server.db.select().from(tuitions);
  expect(job?.id).toBe(jobId);
  expect(job?.status).toBe('active');
  const tutors = await server.db.select().from(users);
  const tutorRow = tutors.find((u) => u.id === tutor.id);
  expect(tutorRow?.isVerified).toBe(false);
  expect(tutorRow?.isPremium).toBe(false);
});

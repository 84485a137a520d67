// @vitest-environment node
// "My requests" (issue 12, item 2): a guardian's request through every stage with its dated timeline, edit and
// withdraw while it waits for review, the staff's shortlist (1–5 applicants), the guardian's pick or ask for more,
// the trial date and the confirmation by the select call; own records only; no contact details before selection.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, applications, memberNotifications, notifications, requestStageChanges, studentTutorRequests, users } from '@server/db/schema';
import { DAY } from '@server/services/clock';
import { setupTestServer } from './harness';
import { insertTutor } from './marketplace-fixtures';
import { insertApplication, signIn, tutorRequestBody, type Member } from './member-fixtures';
import { hireRequestBody } from './process-fixtures';

const server = setupTestServer();

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: Member, payload?: Json) =>
  server.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

async function postRequest(guardian: Member, overrides: Json = {}): Promise<string> {
  const answer = await call('POST', `/api/students/${guardian.id}/tutor-request`, guardian, tutorRequestBody(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ request: { _id: string } }>().request._id;
}

async function myRequests(guardian: Member) {
  const answer = await call('GET', '/api/me/requests', guardian);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ requests: Json[] }>().requests;
}

async function mine(guardian: Member, id: string) {
  const found = (await myRequests(guardian)).find((request) => request._id === id);
  expect(found).toBeDefined();
  return found as Json & { stage: string; timeline: { stage: string; at: string; note: string | null }[] };
}

async function approve(admin: Member, id: string): Promise<string> {
  const answer = await call('PUT', `/api/students/change-request-status/${id}`, admin, { status: 'approved' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ jobId: string }>().jobId;
}

/** n tutors with public profiles who applied to the job. */
async function applicants(jobId: string, n: number) {
  const tutors = [];
  for (let i = 0; i < n; i += 1) {
    const { user } = await insertTutor(server.db, { name: `Tutor ${i + 1}` });
    await insertApplication(server.db, jobId, user.id, 'pending', new Date(Date.now() - (n - i) * 1000));
    tutors.push(user);
  }
  return tutors;
}

const shortlist = (admin: Member, jobId: string, tutorIds: string[]) =>
  call('PUT', `/api/admin/jobs/${jobId}/shortlist`, admin, { tutorIds });

describe('the stages of a request, each with its timeline row', () => {
  it('submitted → under review → published → shortlist ready → trial class → tutor confirmed', async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const admin = await signIn(server.app, server.db, 'admin');
    const id = await postRequest(guardian);

    let request = await mine(guardian, id);
    expect(request).toMatchObject({ kind: 'request', stage: 'submitted', status: 'pending', jobNumber: null, canChange: true });
    expect(request.timeline.map((step) => step.stage)).toEqual(['submitted']);

    // A staff member opens it: under review (once, however often it is opened).
    server.clock.advance(60_000);
    expect((await call('GET', `/api/students/get-tutor-request/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/students/get-tutor-request/${id}`, admin)).statusCode).toBe(200);
    request = await mine(guardian, id);
    expect(request.stage).toBe('under_review');
    expect(request.timeline.map((step) => step.stage)).toEqual(['submitted', 'under_review']);

    // Still editable while under review.
    const edited = await call('PUT', `/api/me/requests/${id}`, guardian, tutorRequestBody({ salary: '7000', subjects: ['Math'] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().request).toMatchObject({ salary: '7000', subjects: ['Math'], stage: 'under_review' });

    server.clock.advance(60_000);
    const jobId = await approve(admin, id);
    request = await mine(guardian, id);
    expect(request).toMatchObject({ stage: 'published', status: 'approved', jobId, canChange: false });
    expect(request.jobNumber).toMatch(/^SK-\d+$/);

    const tutors = await applicants(jobId, 4);
    server.clock.advance(60_000);
    const listed = await shortlist(admin, jobId, tutors.slice(0, 3).map((tutor) => tutor.id));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ stage: 'shortlist_ready', jobId });
    expect((await mine(guardian, id)).stage).toBe('shortlist_ready');
    // Told in the same transaction: each shortlisted tutor, and the guardian.
    const told = await server.db.select().from(memberNotifications);
    expect(told.filter((row) => row.kind === 'shortlisted').map((row) => row.userId).sort()).toEqual(
      tutors.slice(0, 3).map((tutor) => tutor.id).sort(),
    );
    expect(told.filter((row) => row.kind === 'shortlist_ready').map((row) => row.userId)).toEqual([guardian.id]);

    server.clock.advance(60_000);
    const trialAt = new Date(server.clock.now().getTime() + 3 * DAY).toISOString();
    const picked = await call('POST', `/api/me/requests/${id}/pick`, guardian, { tutorId: tutors[1]!.id, trialAt });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().request).toMatchObject({ stage: 'trial_class', trialAt });
    const [pickedRow] = await server.db.select().from(applications).where(eq(applications.tutorUserId, tutors[1]!.id));
    expect(pickedRow!.pickedAt).not.toBeNull();
    // Staff see who is shortlisted and who was picked on the applications screen.
    const board = (await call('GET', '/api/tuitionApply', admin)).json<{ data: { jobId: string; applicants: { tutorId: string; shortlisted: boolean; picked: boolean }[] }[] }>();
    const applicantsOfJob = board.data.find((job) => job.jobId === jobId)!.applicants;
    expect(applicantsOfJob.filter((entry) => entry.shortlisted)).toHaveLength(3);
    expect(applicantsOfJob.filter((entry) => entry.picked).map((entry) => entry.tutorId)).toEqual([tutors[1]!.id]);

    // Staff move the trial.
    const later = new Date(server.clock.now().getTime() + 5 * DAY).toISOString();
    const moved = await call('PUT', `/api/admin/requests/${id}/trial`, admin, { trialAt: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await mine(guardian, id)).trialAt).toBe(later);

    // The existing select confirms, with the agreed terms.
    server.clock.advance(60_000);
    const selected = await call('PUT', `/api/tuitionApply/select/${jobId}`, admin, { tutorId: tutors[1]!.id, agreedSalary: 7000 });
    expect(selected.statusCode, selected.body).toBe(200);
    request = await mine(guardian, id);
    expect(request.stage).toBe('tutor_confirmed');
    const stages = request.timeline.map((step) => step.stage);
    expect([...new Set(stages)]).toEqual(['submitted', 'under_review', 'published', 'shortlist_ready', 'trial_class', 'tutor_confirmed']);
    const times = request.timeline.map((step) => step.at);
    expect([...times].sort()).toEqual(times);

    // Each stage's row was written with it (the table is the timeline).
    const rows = await server.db.select().from(requestStageChanges).where(eq(requestStageChanges.requestId, id)).orderBy(asc(requestStageChanges.at));
    expect(rows.filter((row) => row.stage === 'tutor_confirmed')).toHaveLength(1);
    expect(rows.find((row) => row.stage === 'published')!.actorUserId).toBe(admin.id);
    const logged = await server.db.select().from(activityLog).where(eq(activityLog.action, 'application.shortlist'));
    expect(logged).toHaveLength(1);
  });

  it('a rejected request is closed with a reason', async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const admin = await signIn(server.app, server.db, 'admin');
    const id = await postRequest(guardian);
    const answer = await call('PUT', `/api/students/change-request-status/${id}`, admin, { status: 'rejected' });
    expect(answer.statusCode).toBe(200);
    const request = await mine(guardian, id);
    expect(request).toMatchObject({ stage: 'closed', closedReason: 'Not approved', status: 'rejected' });
    expect(request.timeline.map((step) => step.stage)).toEqual(['submitted', 'under_review', 'closed']);
  });
});

describe('edit and withdraw while waiting for review', () => {
  it('withdraws a submitted request with a reason; the review screen can no longer approve it', async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const admin = await signIn(server.app, server.db, 'admin');
    const id = await postRequest(guardian);
    const answer = await call('POST', `/api/me/requests/${id}/withdraw`, guardian, { reason: 'Found a tutor' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().request).toMatchObject({ stage: 'closed', closedReason: 'Withdrawn by the guardian: Found a tutor', canChange: false });
    expect((await call('PUT', `/api/students/change-request-status/${id}`, admin, { status: 'approved' })).statusCode).toBe(409);
    const again = await call("POST", `/api/me/requests/${id}/withdraw`, guardian);
    expect(again.statusCode, again.body).toBe(409);
  });

  it('a published request answers 409 with a message to edit and withdraw', async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const admin = await signIn(server.app, server.db, 'admin');
    const id = await postRequest(guardian);
    await approve(admin, id);
    const withdraw = await call('POST', `/api/me/requests/${id}/withdraw`, guardian, {});
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toMatch(/already been published/);
    const edit = await call('PUT', `/api/me/requests/${id}`, guardian, tutorRequestBody());
    expect(edit.statusCode).toBe(409);
    expect((await mine(guardian, id)).stage).toBe('published');
  });

  it('an edit is checked like a new request', async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const id = await postRequest(guardian);
    const answer = await call('PUT', `/api/me/requests/${id}`, guardian, tutorRequestBody({ location: 'Boalia' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('location');
  });
});

describe('own records only', () => {
  it("another guardian's request is 404 on every route; a guest gets 401", async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const other = await signIn(server.app, server.db, 'student');
    const id = await postRequest(guardian);
    expect((await myRequests(other)).map((request) => request._id)).not.toContain(id);
    const attempts = [
      call('PUT', `/api/me/requests/${id}`, other, tutorRequestBody()),
      call('POST', `/api/me/requests/${id}/withdraw`, other, {}),
      call('GET', `/api/me/requests/${id}/shortlist`, other),
      call('POST', `/api/me/requests/${id}/pick`, other, { tutorId: guardian.id }),
      call('POST', `/api/me/requests/${id}/more`, other, {}),
      call('GET', '/api/me/requests/not-a-uuid/shortlist', other),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().message).toBe('Request not found');
    }
    expect((await mine(guardian, id)).stage).toBe('submitted');
    for (const url of ['/api/me/requests', `/api/me/requests/${id}/shortlist`]) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect((await call('POST', `/api/me/requests/${id}/withdraw`, undefined, {})).statusCode).toBe(401);
  });
});

describe('the shortlist', () => {
  async function published() {
    const guardian = await signIn(server.app, server.db, 'student');
    const admin = await signIn(server.app, server.db, 'admin');
    const id = await postRequest(guardian);
    const jobId = await approve(admin, id);
    return { guardian, admin, id, jobId };
  }

  it('takes 1–5 waiting applicants of the job: more than 5 or a non-applicant is 400, and nothing changes', async () => {
    const { guardian, admin, id, jobId } = await published();
    const tutors = await applicants(jobId, 6);
    const { user: stranger } = await insertTutor(server.db);
    const tooMany = await shortlist(admin, jobId, tutors.map((tutor) => tutor.id));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 5/);
    const notApplicant = await shortlist(admin, jobId, [tutors[0]!.id, stranger.id]);
    expect(notApplicant.statusCode).toBe(400);
    expect(notApplicant.json().message).toMatch(/applicant/);
    expect((await shortlist(admin, jobId, [])).statusCode).toBe(400);
    expect((await mine(guardian, id)).stage).toBe('published');
    const listed = await server.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(listed.every((row) => row.shortlistedAt === null)).toBe(true);
  });

  it('shows the public profiles and CV links, never a phone or an e-mail', async () => {
    const { guardian, admin, id, jobId } = await published();
    const tutors = await applicants(jobId, 3);
    expect((await shortlist(admin, jobId, tutors.map((tutor) => tutor.id))).statusCode).toBe(200);
    const answer = await call('GET', `/api/me/requests/${id}/shortlist`, guardian);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.tutors).toHaveLength(3);
    expect(body.tutors[0]).toMatchObject({ tutor: { _id: tutors[0]!.id, name: 'Tutor 1' }, cvUrl: `/api/tutors/${tutors[0]!.id}/cv`, picked: false });
    for (const tutor of tutors) {
      expect(answer.body).not.toContain(tutor.email);
      expect(answer.body).not.toContain(tutor.phone);
    }
    expect(answer.body).not.toMatch(/"(email|phone|additionalPhone|fatherPhone|motherPhone)"/);
    expect(answer.body).not.toContain('Private Name');
  });

  it("a shortlisted tutor who withdraws leaves the guardian's shortlist and cannot be picked", async () => {
    const { guardian, admin, id, jobId } = await published();
    const tutors = await applicants(jobId, 2);
    expect((await shortlist(admin, jobId, [tutors[0]!.id, tutors[1]!.id])).statusCode).toBe(200);
    // The tutor withdrew (POST /api/me/applications/{id}/withdraw, tested in my-work.test.ts) after being shortlisted.
    await server.db
      .update(applications)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(applications.jobId, jobId), eq(applications.tutorUserId, tutors[0]!.id)));
    const answer = await call('GET', `/api/me/requests/${id}/shortlist`, guardian);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().tutors.map((entry: { tutor: { _id: string } }) => entry.tutor._id)).toEqual([tutors[1]!.id]);
    const pick = await call('POST', `/api/me/requests/${id}/pick`, guardian, { tutorId: tutors[0]!.id });
    expect(pick.statusCode).toBe(400);
    expect(pick.json().message).toMatch(/not on your shortlist/);
    expect((await call('POST', `/api/me/requests/${id}/pick`, guardian, { tutorId: tutors[1]!.id })).statusCode).toBe(200);
  });

  it('picking a tutor who is not on the shortlist is 400; asking for more keeps the stage and a refill clears the ask', async () => {
    const { guardian, admin, id, jobId } = await published();
    const tutors = await applicants(jobId, 4);
    expect((await call('POST', `/api/me/requests/${id}/pick`, guardian, { tutorId: tutors[0]!.id })).statusCode).toBe(409);
    expect((await shortlist(admin, jobId, [tutors[0]!.id, tutors[1]!.id])).statusCode).toBe(200);
    const notListed = await call('POST', `/api/me/requests/${id}/pick`, guardian, { tutorId: tutors[3]!.id });
    expect(notListed.statusCode).toBe(400);
    expect(notListed.json().message).toMatch(/not on your shortlist/);
    const past = await call('POST', `/api/me/requests/${id}/pick`, guardian, { tutorId: tutors[0]!.id, trialAt: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(400);

    const more = await call('POST', `/api/me/requests/${id}/more`, guardian, { note: 'Someone closer to Uttara' });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().request).toMatchObject({ stage: 'shortlist_ready', moreRequestedAt: expect.any(String) });
    const staffInbox = await server.db.select().from(notifications).where(eq(notifications.title, 'Guardian asks for more tutors'));
    expect(staffInbox).toHaveLength(1);

    server.clock.advance(60_000);
    expect((await shortlist(admin, jobId, [tutors[2]!.id, tutors[3]!.id])).statusCode).toBe(200);
    const [row] = await server.db.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, id));
    expect(row).toMatchObject({ stage: 'shortlist_ready', moreRequestedAt: null });
    const list = (await call('GET', `/api/me/requests/${id}/shortlist`, guardian)).json<{ tutors: { tutor: { _id: string } }[] }>();
    expect(list.tutors.map((entry) => entry.tutor._id)).toEqual([tutors[2]!.id, tutors[3]!.id]);
    expect((await call('POST', `/api/me/requests/${id}/pick`, guardian, { tutorId: tutors[0]!.id })).statusCode).toBe(400);
    expect((await call('POST', `/api/me/requests/${id}/pick`, guardian, { tutorId: tutors[3]!.id })).statusCode).toBe(200);
    expect((await mine(guardian, id)).trialAt).toBeNull();
  });

  it('a trial date needs a pick first; a matcher may shortlist, a verifier may not', async () => {
    const { admin, id, jobId } = await published();
    const tutors = await applicants(jobId, 1);
    const trialAt = new Date(Date.now() + 2 * DAY).toISOString();
    expect((await call('PUT', `/api/admin/requests/${id}/trial`, admin, { trialAt })).statusCode).toBe(409);
    await server.db.update(users).set({ role: 'verifier' }).where(eq(users.id, admin.id));
    expect((await shortlist(admin, jobId, [tutors[0]!.id])).statusCode).toBe(403);
    await server.db.update(users).set({ role: 'matcher' }).where(eq(users.id, admin.id));
    expect((await shortlist(admin, jobId, [tutors[0]!.id])).statusCode).toBe(200);
  });
});

describe('Hire a Tutor while logged in', () => {
  it("belongs to the member and appears in their requests; a guest's belongs to nobody", async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const mineAnswer = await call('POST', '/api/auth/create_tutor_request', guardian, hireRequestBody('Nabila Karim'));
    expect(mineAnswer.statusCode, mineAnswer.body).toBe(201);
    const guest = await call('POST', '/api/auth/create_tutor_request', undefined, hireRequestBody('Guest Child'));
    expect(guest.statusCode).toBe(201);
    const requests = await myRequests(guardian);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: 'hireTutor', studentName: 'Nabila Karim', stage: 'submitted' });
    expect(JSON.stringify(requests)).not.toContain('Guest Child');
    // A stale token on the public form still gets the guest's answer.
    const stale = await server.app.inject({
      method: 'POST',
      url: '/api/auth/create_tutor_request',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
      payload: hireRequestBody('Stale Token'),
    });
    expect(stale.statusCode).toBe(201);
  });
});

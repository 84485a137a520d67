// @vitest-environment node
// Download my data (issue 14, docs/privacy.md): GET /api/me/export answers the caller's own data as a JSON
// attachment: account, profile, requests and jobs, applications, fees, sign-ins; never a password hash, a token
// or where a document file is stored; nothing of another member.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, memberExportSchema } from '@/shared/api/contract';
import { tutorProfiles, users } from '@server/db/schema';
import { bearer, setupTestServer } from './harness';
import { jpegPart, multipart, pngPart, signIn, tutorProfileBody, tutorRequestBody, type Member } from './member-fixtures';

const server = setupTestServer({ dataDirPrefix: 'shikhon-export-' });

const exportOf = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/api/me/export', headers });

async function readExport(member: Member) {
  const response = await exportOf(member.headers);
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: memberExportSchema.parse(response.json()) };
}

describe('GET /api/me/export', () => {
  it("gives a tutor their account, profile (private section included), documents' dates, applications and fees as an attachment", async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter', email: 'farhana@example.com', phone: '01898000772' });
    const other = await signIn(server.app, server.db, 'tutor', { name: 'Other Tutor', email: 'other@example.com' });
    const guardian = await signIn(server.app, server.db, 'student');
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/tutors/${tutor.id}/profile`,
      headers: tutor.headers,
      payload: tutorProfileBody({ personal: { fatherName: 'Abdul Karim', fatherPhone: '01677000994' } }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = multipart([pngPart('nationalId'), jpegPart('institutionId')]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/api/documents/${tutor.id}/upload`,
      headers: { ...body.headers, ...tutor.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const posted = await server.app.inject({ method: 'POST', url: `/api/students/${guardian.id}/tutor-request`, headers: guardian.headers, payload: tutorRequestBody() });
    const requestId = posted.json<{ request: { _id: string } }>().request._id;
    const approved = await server.app.inject({ method: 'PUT', url: `/api/students/change-request-status/${requestId}`, headers: admin.headers, payload: { status: 'approved' } });
    const jobId = approved.json<{ jobId: string }>().jobId;
    for (const member of [tutor, other]) {
      expect((await server.app.inject({ method: 'POST', url: `/api/tuitionApply/apply/${jobId}`, headers: member.headers })).statusCode).toBe(201);
    }
    const selected = await server.app.inject({ method: 'PUT', url: `/api/tuitionApply/select/${jobId}`, headers: admin.headers, payload: { tutorId: tutor.id } });
    expect(selected.statusCode, selected.body).toBe(200);

    const { response, data } = await readExport(tutor);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="shikhon-my-data-${tutor.tutorId}-${server.clock.now().toISOString().slice(0, 10)}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(data.format).toBe(EXPORT_FORMAT);
    expect(data.account).toMatchObject({ id: tutor.id, name: 'Farhana Akter', email: 'farhana@example.com', phone: '01898000772', userType: 'tutor' });
    expect(data.tutorProfile?.personal).toMatchObject({ fatherName: 'Abdul Karim', fatherPhone: '01677000994' });
    expect(data.tutorProfile?.documents).toEqual({
      nationalId: { uploaded: true, uploadedAt: expect.any(String) },
      institutionId: { uploaded: true, uploadedAt: expect.any(String) },
      verified: false,
    });
    expect(data.applications).toEqual([{ jobId, status: 'accepted', appliedAt: expect.any(String), updatedAt: expect.any(String) }]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ tuitionId: jobId, kind: 'media', status: 'Due', balance: data.payments[0]!.amount });
    // The fee's ledger: its charge.
    expect(data.payments[0]!.entries).toEqual([expect.objectContaining({ kind: 'charge', amount: data.payments[0]!.amount })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.studentProfile).toBeNull();
    expect(data.tutorRequests).toEqual([]);
    expect(data.jobs).toEqual([]);

    // Never a secret, a stored path or another member's data.
    const [row] = await server.db.select().from(users).where(eq(users.id, tutor.id));
    const [profile] = await server.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    const text = response.body;
    for (const secret of [row!.passwordHash, tutor.token, profile!.nationalIdPath!, profile!.institutionIdPath!, other.email, other.id]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/passwordHash|tokenHash|nationalIdPath|institutionIdPath/);
  });

  it('gives a guardian their requests and the jobs published from them, with their own details', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const guardian = await signIn(server.app, server.db, 'student', { name: 'Shahnaz Parvin' });
    const stranger = await signIn(server.app, server.db, 'student', { name: 'Stranger' });
    const mine = await server.app.inject({
      method: 'POST',
      url: `/api/students/${guardian.id}/tutor-request`,
      headers: guardian.headers,
      payload: tutorRequestBody({ studentName: 'Arafat Rumi', locationDetails: 'House 12, Road 5' }),
    });
    const theirs = await server.app.inject({
      method: 'POST',
      url: `/api/students/${stranger.id}/tutor-request`,
      headers: stranger.headers,
      payload: tutorRequestBody({ studentName: 'Someone Else' }),
    });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    const requestId = mine.json<{ request: { _id: string } }>().request._id;
    const approved = await server.app.inject({ method: 'PUT', url: `/api/students/change-request-status/${requestId}`, headers: admin.headers, payload: { status: 'approved' } });
    const jobId = approved.json<{ jobId: string }>().jobId;

    const { data, response } = await readExport(guardian);
    expect(data.account).toMatchObject({ id: guardian.id, userType: 'student', studentId: guardian.studentId });
    expect(data.tutorRequests.map((request) => [request._id, request.studentName, request.status])).toEqual([[requestId, 'Arafat Rumi', 'approved']]);
    expect(data.jobs).toEqual([expect.objectContaining({ jobId, studentName: 'Arafat Rumi', locationDetails: 'House 12, Road 5' })]);
    expect(data.tutorProfile).toBeNull();
    expect(data.applications).toEqual([]);
    expect(response.body).not.toContain('Someone Else');
    expect(response.body).not.toContain(stranger.id);
  });

  it('answers 401 { message } to a guest or a broken token, and stores nothing', async () => {
    for (const headers of [{}, bearer('x'.repeat(43))]) {
      const response = await exportOf(headers);
      expect(response.statusCode).toBe(401);
      expect(Object.keys(response.json())).toEqual(['message']);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });
});

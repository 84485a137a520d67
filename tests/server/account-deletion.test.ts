// @vitest-environment node
// Deletion deletes (issue 14, docs/privacy.md): an account deleted by staff takes its identity document files
// off the disk and its signed links stop opening them; a guardian's jobs stay (tutors, fees) without the
// guardian's details.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tuitions, tutorProfiles } from '@server/db/schema';
import { setupTestServer } from './harness';
import { filesUnder, jpegPart, multipart, pngPart, signIn, tutorRequestBody, type Member } from './member-fixtures';

const server = setupTestServer({ dataDirPrefix: 'shikhon-deletion-' });
const documentsDir = () => path.join(server.dataDir, 'private', 'documents');

async function uploadDocuments(tutor: Member) {
  const body = multipart([pngPart('nationalId'), jpegPart('institutionId')]);
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/documents/${tutor.id}/upload`,
    headers: { ...body.headers, ...tutor.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ documents: { nationalIdPath: string; institutionIdPath: string } }>().documents;
}

const deleteAccount = (admin: Member, id: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/auth/delete_user/${id}`, headers: admin.headers });

describe('DELETE /api/auth/delete_user/{id}', () => {
  it("removes a deleted tutor's document files from the folder; the old signed links answer 404", async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' });
    const other = await signIn(server.app, server.db, 'tutor', { name: 'Other Tutor' });
    const links = await uploadDocuments(tutor);
    await uploadDocuments(other);
    const own = (await filesUnder(documentsDir())).filter((file) => file.startsWith(path.join(documentsDir(), tutor.id) + path.sep));
    expect(own).toHaveLength(2);
    for (const link of [links.nationalIdPath, links.institutionIdPath]) {
      expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    }

    const response = await deleteAccount(admin, tutor.id);
    expect(response.statusCode, response.body).toBe(200);

    const left = await filesUnder(documentsDir());
    expect(left.filter((file) => file.includes(tutor.id))).toEqual([]);
    // The tutor's folder is gone too; the other tutor's two files stay.
    expect(left).toHaveLength(2);
    expect(left.every((file) => file.startsWith(path.join(documentsDir(), other.id) + path.sep))).toBe(true);
    expect(await server.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id))).toEqual([]);
    for (const link of [links.nationalIdPath, links.institutionIdPath]) {
      const opened = await server.app.inject({ method: 'GET', url: link });
      expect(opened.statusCode, link).toBe(404);
      expect(opened.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("keeps a deleted guardian's job for its tutor and fees, without the guardian's name, number, institution or address", async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const guardian = await signIn(server.app, server.db, 'student', { name: 'Shahnaz Parvin' });
    const posted = await server.app.inject({
      method: 'POST',
      url: `/api/students/${guardian.id}/tutor-request`,
      headers: guardian.headers,
      payload: tutorRequestBody({ studentName: 'Arafat Rumi', institution: 'Azimpur School', locationDetails: 'House 12, Road 5' }),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const requestId = posted.json<{ request: { _id: string } }>().request._id;
    const approved = await server.app.inject({
      method: 'PUT',
      url: `/api/students/change-request-status/${requestId}`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    const jobId = approved.json<{ jobId: string }>().jobId;
    // A job staff typed in with the guardian's student number is theirs too.
    const [typed] = await server.db
      .insert(tuitions)
      .values({ district: 'Dhaka', category: 'Bangla Medium', classLevel: 'Class 5', studentId: guardian.studentId, studentName: 'Arafat Rumi', locationDetails: 'House 12' })
      .returning();

    expect((await deleteAccount(admin, guardian.id)).statusCode).toBe(200);
    const jobs = await server.db.select().from(tuitions);
    expect(jobs.map((job) => job.id).sort()).toEqual([jobId, typed!.id].sort());
    for (const job of jobs) {
      expect(job).toMatchObject({ studentUserId: null, studentId: null, studentName: null, institution: null, locationDetails: null });
    }
  });
});

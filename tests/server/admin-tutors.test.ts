// @vitest-environment node
// The admin tutors screen's calls: the list (filters, search, pages, counts, signed documents), verify, premium.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminTutor, AdminTutorListResponse } from '@/shared/api/contract';
import { activityLog, memberNotifications, tutorProfiles, users } from '@server/db/schema';
import { localDayBounds } from '@server/services/admin-tutors';
import { setupTestServer, uniquePhone } from './harness';
import { jpegPart, multipart, pngPart, signIn, type Member } from './member-fixtures';

const server = setupTestServer({ dataDirPrefix: 'shikhon-admin-tutors-' });

let admin: Member;
beforeEach(async () => {
  server.clock.set(new Date('2026-03-10T06:00:00.000Z')); // 12:00 in Dhaka
  admin = await signIn(server.app, server.db, 'admin');
});

/** A tutor straight in the database (no password needed), with an optional profile row. */
async function addTutor(
  values: { name: string; email?: string; phone?: string; createdAt?: Date; isVerified?: boolean; isPremium?: boolean },
  profile?: Partial<typeof tutorProfiles.$inferInsert>,
) {
  const [user] = await server.db
    .insert(users)
    .values({
      name: values.name,
      email: values.email ?? `${values.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: values.phone ?? uniquePhone(),
      passwordHash: 'not-used',
      userType: 'tutor',
      isVerified: values.isVerified ?? false,
      isPremium: values.isPremium ?? false,
      createdAt: values.createdAt ?? new Date('2026-03-01T10:00:00.000Z'),
    })
    .returning();
  if (!user) throw new Error('no tutor');
  if (profile) await server.db.insert(tutorProfiles).values({ userId: user.id, ...profile });
  return user;
}

const list = (query = '', headers: Record<string, string> = admin.headers) =>
  server.app.inject({ method: 'GET', url: `/api/admin/tutors${query}`, headers });
const listed = async (query = '') => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminTutorListResponse>();
};
const names = (body: AdminTutorListResponse) => body.tutors.map((tutor) => tutor.name);
const verify = (id: string, isApproved: unknown, headers: Record<string, string> = admin.headers, reason?: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/tutors/verify/${id}`,
    headers,
    payload: { isApproved, ...(reason === undefined ? {} : { reason }) },
  });
const premium = (id: string, isPremium: unknown, headers: Record<string, string> = admin.headers) =>
  server.app.inject({ method: 'PUT', url: `/api/tutors/${id}/premium`, headers, payload: { isPremium } });

describe('access', () => {
  const calls = [
    { name: 'GET /api/admin/tutors', run: (_id: string, headers: Record<string, string>) => list('', headers) },
    { name: 'PUT /api/tutors/verify/{id}', run: (id: string, headers: Record<string, string>) => verify(id, true, headers) },
    { name: 'PUT /api/tutors/{id}/premium', run: (id: string, headers: Record<string, string>) => premium(id, true, headers) },
  ];
  it.each(calls)('$name: 401 without a token, 403 for a student or a tutor, and nothing changes', async ({ run }) => {
    const target = await addTutor({ name: 'Target Tutor' });
    expect((await run(target.id, {})).statusCode).toBe(401);
    const student = await signIn(server.app, server.db, 'student');
    const tutor = await signIn(server.app, server.db, 'tutor');
    expect((await run(target.id, student.headers)).statusCode).toBe(403);
    expect((await run(target.id, tutor.headers)).statusCode).toBe(403);
    const [stored] = await server.db.select().from(users).where(eq(users.id, target.id));
    expect(stored).toMatchObject({ isVerified: false, isPremium: false });
  });
});

describe('GET /api/admin/tutors', () => {
  it('lists tutors newest first with contact, education, completion and the counts; never other user types', async () => {
    await addTutor({ name: 'Old Tutor', createdAt: new Date('2026-01-01T00:00:00Z'), isVerified: true });
    await addTutor(
      { name: 'New Tutor', email: 'new@example.com', phone: '01712345678', createdAt: new Date('2026-03-09T00:00:00Z'), isPremium: true },
      {
        profileCompletion: 55,
        education: {
          ssc: { institute: 'Dhaka College', group: 'Science', result: '5.00', year: '2015' },
          graduation: { institute: 'University of Dhaka', degree: 'BSc', subject: 'Physics', result: '3.60', year: '2022' },
        },
      },
    );
    await signIn(server.app, server.db, 'student');
    const body = await listed();
    expect(names(body)).toEqual(['New Tutor', 'Old Tutor']);
    expect(body.total).toBe(2);
    expect(body.counts).toEqual({ total: 2, verified: 1, pending: 1, today: 0 });
    expect(body.tutors[0]).toMatchObject({
      email: 'new@example.com',
      phone: '01712345678',
      createdAt: '2026-03-09T00:00:00.000Z',
      isVerified: false,
      isPremium: true,
      profileCompletion: 55,
      education: { ssc: { institute: 'Dhaka College' }, graduation: { degree: 'BSc', institute: 'University of Dhaka' } },
      documents: { nationalIdUploaded: false, institutionIdUploaded: false, nationalIdPath: null, nationalIdUploadDate: null },
    });
    expect(body.tutors[1]).toMatchObject({ profileCompletion: 0, education: {} });
  });

  it('filters pending, verified and registered today (the admin’s local day), keeping the counts whole', async () => {
    await addTutor({ name: 'Verified One', isVerified: true });
    await addTutor({ name: 'Pending One' });
    // 2026-03-10 00:30 in Dhaka is 2026-03-09 18:30 UTC: today in Dhaka, yesterday in UTC.
    await addTutor({ name: 'Early Today', createdAt: new Date('2026-03-09T18:30:00Z') });
    await addTutor({ name: 'Late Yesterday', createdAt: new Date('2026-03-09T17:59:00Z') });

    const verified = await listed('?filter=verified');
    expect(names(verified)).toEqual(['Verified One']);
    expect(verified.total).toBe(1);
    const pending = await listed('?filter=pending');
    expect(names(pending).sort()).toEqual(['Early Today', 'Late Yesterday', 'Pending One']);
    expect(pending.total).toBe(3);
    expect((await listed('?filter=all')).total).toBe(4);
    const today = await listed('?filter=today');
    expect(names(today)).toEqual(['Early Today']);
    expect(today.total).toBe(1);
    expect(today.counts).toEqual({ total: 4, verified: 1, pending: 3, today: 1 });
    // In UTC the same instant belongs to another day.
    expect(names(await listed('?filter=today&tzOffset=0'))).toEqual([]);
    expect((await list('?filter=unknown')).statusCode).toBe(400);
  });

  it('searches name, e-mail or phone, case-insensitive, with LIKE wildcards taken literally', async () => {
    await addTutor({ name: 'Farhana Akter', email: 'farhana@example.com', phone: '01711111111' });
    await addTutor({ name: 'Rahim Uddin', email: 'rahim_100@example.com', phone: '01822222222' });
    expect(names(await listed('?search=FARHANA'))).toEqual(['Farhana Akter']);
    expect(names(await listed('?search=rahim_1'))).toEqual(['Rahim Uddin']);
    expect(names(await listed('?search=0182222'))).toEqual(['Rahim Uddin']);
    expect(names(await listed(`?search=${encodeURIComponent('%')}`))).toEqual([]);
    const both = await listed('?search=example.com&filter=pending');
    expect(both.total).toBe(2);
  });

  it('pages by 10 and reports the total of the whole match', async () => {
    for (let i = 0; i < 12; i += 1) {
      await addTutor({ name: `Tutor ${String(i).padStart(2, '0')}`, createdAt: new Date(Date.UTC(2026, 1, 1 + i)) });
    }
    const first = await listed();
    expect(first.tutors).toHaveLength(10);
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.tutors[0]?.name).toBe('Tutor 11');
    const second = await listed('?page=2');
    expect(names(second)).toEqual(['Tutor 01', 'Tutor 00']);
  });

  it('gives the documents’ upload dates and signed paths that open the files', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Document Tutor' });
    const form = multipart([pngPart('nationalId'), jpegPart('institutionId')]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/api/documents/${tutor.id}/upload`,
      headers: { ...form.headers, ...tutor.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [row] = (await listed()).tutors;
    expect(row?.documents).toMatchObject({
      nationalIdUploaded: true,
      institutionIdUploaded: true,
      nationalIdUploadDate: server.clock.now().toISOString(),
      institutionIdUploadDate: server.clock.now().toISOString(),
    });
    for (const signed of [row?.documents.nationalIdPath, row?.documents.institutionIdPath]) {
      expect(signed).toMatch(/^\/api\/documents\/file\//);
      const opened = await server.app.inject({ method: 'GET', url: signed ?? '' });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toMatch(/^image\/(png|jpeg)/);
    }
  });
});

describe('PUT /api/tutors/verify/{id}', () => {
  it('approves: the tutor and the documents are verified, and the updated tutor comes back', async () => {
    const tutor = await addTutor({ name: 'Pending Tutor' }, { profileCompletion: 80 });
    const response = await verify(tutor.id, true);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; tutor: AdminTutor }>();
    expect(body.message).toBe('Tutor verified successfully');
    expect(body.tutor).toMatchObject({ _id: tutor.id, isVerified: true, profileCompletion: 80, documents: { documentsVerified: true } });
    const [profile] = await server.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(profile?.documentsVerified).toBe(true);
    expect((await listed('?filter=verified')).counts).toMatchObject({ verified: 1, pending: 0 });
  });

  it('rejects with a reason: back to pending, documents not verified, the tutor told why; 400 without a reason', async () => {
    const tutor = await addTutor({ name: 'Verified Tutor', isVerified: true }, { documentsVerified: true });
    for (const reason of [undefined, '', '  ', 'no']) {
      const refused = await verify(tutor.id, false, admin.headers, reason);
      expect(refused.statusCode, String(reason)).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    const [unchanged] = await server.db.select().from(users).where(eq(users.id, tutor.id));
    expect(unchanged?.isVerified).toBe(true);
    expect(await server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, tutor.id))).toHaveLength(0);

    const response = await verify(tutor.id, false, admin.headers, 'The NID photo is blurred');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string; tutor: AdminTutor }>()).toMatchObject({
      message: 'Tutor verification rejected',
      tutor: { isVerified: false, documents: { documentsVerified: false } },
    });
    const [stored] = await server.db.select().from(users).where(eq(users.id, tutor.id));
    expect(stored?.isVerified).toBe(false);
    const inbox = await server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, tutor.id));
    expect(inbox).toEqual([expect.objectContaining({ kind: 'documents_rejected' })]);
    expect(inbox[0]!.message).toContain('The NID photo is blurred');
    const [line] = await server.db.select().from(activityLog).where(eq(activityLog.recordId, tutor.id));
    expect(line).toMatchObject({ action: 'tutor.reject', reason: 'The NID photo is blurred' });
  });

  it('answers 404 for a student, an unknown or a malformed id, and 400 for a missing isApproved', async () => {
    const student = await signIn(server.app, server.db, 'student');
    expect((await verify(student.id, true)).statusCode).toBe(404);
    expect((await verify('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await verify('not-a-uuid', true)).json()).toEqual({ message: 'Tutor not found' });
    const tutor = await addTutor({ name: 'Someone' });
    expect((await verify(tutor.id, 'yes')).statusCode).toBe(400);
    const [studentRow] = await server.db.select().from(users).where(eq(users.id, student.id));
    expect(studentRow?.isVerified).toBe(false);
  });
});

describe('PUT /api/tutors/{id}/premium', () => {
  it('enables and disables the premium mark with the toast texts', async () => {
    const tutor = await addTutor({ name: 'Premium Candidate' });
    const on = await premium(tutor.id, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Successfully enabled premium status', tutor: { isPremium: true } });
    const off = await premium(tutor.id, false);
    expect(off.json()).toMatchObject({ message: 'Successfully disabled premium status', tutor: { isPremium: false } });
    const [stored] = await server.db.select().from(users).where(eq(users.id, tutor.id));
    expect(stored?.isPremium).toBe(false);
  });

  it('answers 404 for a non-tutor and 400 for a bad body', async () => {
    expect((await premium(admin.id, true)).statusCode).toBe(404);
    const tutor = await addTutor({ name: 'Someone' });
    expect((await premium(tutor.id, null)).statusCode).toBe(400);
  });
});

describe('localDayBounds', () => {
  it('gives the local calendar day of an offset', () => {
    const now = new Date('2026-03-09T19:00:00Z');
    expect(localDayBounds(now, -360)).toEqual({ start: new Date('2026-03-09T18:00:00Z'), end: new Date('2026-03-10T18:00:00Z') });
    expect(localDayBounds(now, 0)).toEqual({ start: new Date('2026-03-09T00:00:00Z'), end: new Date('2026-03-10T00:00:00Z') });
    expect(localDayBounds(now, 300)).toEqual({ start: new Date('2026-03-09T05:00:00Z'), end: new Date('2026-03-10T05:00:00Z') });
  });
});

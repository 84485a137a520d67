// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tutorDetailResponseSchema, tutorListResponseSchema } from '@/shared/api/contract';
import { notifications, tutorContactMessages } from '@server/db/schema';
import { createTestServer, insertUser, setupTestServer } from './harness';
import { insertTutor } from './marketplace-fixtures';

const server = setupTestServer();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function find(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await server.app.inject({ method: 'GET', url: `/api/tutors/all?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, ...tutorListResponseSchema.parse(response.json()) };
}

const names = (result: { tutors: { name: string }[] }) => result.tutors.map((tutor) => tutor.name).sort();

/** Private words a public answer must never contain: keys and the values of the fixture's private data. */
function expectNothingPrivate(rawJson: string, users: { email: string | null; phone: string; passwordHash: string }[]) {
  for (const key of ['"email"', '"phone"', '"password', 'passwordHash', 'national', 'institutionId', 'documents', '"personal"']) {
    expect(rawJson).not.toContain(key);
  }
  for (const value of ['private/national-id.png', 'private/institution-id.png', 'Secret Father', 'Private Name']) {
    expect(rawJson).not.toContain(value);
  }
  for (const user of users) {
    if (user.email) expect(rawJson).not.toContain(user.email);
    expect(rawJson).not.toContain(user.phone);
    expect(rawJson).not.toContain(user.passwordHash);
  }
}

describe('GET /api/tutors/all', () => {
  it('lists tutors with { tutors, count }, with and without a profile (that one last), and no one else', async () => {
    const older = await insertTutor(server.db, { name: 'Older Tutor', createdAt: daysAgo(10) });
    const newer = await insertTutor(server.db, { name: 'Newer Tutor', createdAt: daysAgo(1), flags: { isPremium: true } });
    await insertTutor(server.db, { name: 'No Profile', profile: null, createdAt: daysAgo(5) });
    await insertUser(server.db, { userType: 'student', name: 'A Student' });
    await insertUser(server.db, { userType: 'admin', name: 'An Admin' });

    const result = await find();
    expect(result.count).toBe(3);
    // Equally complete profiles newest first; a tutor without a profile (0% complete) after them.
    expect(result.tutors.map((tutor) => tutor.name)).toEqual(['Newer Tutor', 'Older Tutor', 'No Profile']);
    expect(result.tutors[0]).toEqual({
      _id: newer.user.id,
      tutorId: newer.user.tutorId,
      name: 'Newer Tutor',
      image: 'uploads/tutors/photo.png',
      gender: 'Male',
      district: 'Dhaka',
      area: 'Mirpur',
      isPremium: true,
      isVerified: false,
      isFeatured: false,
      isAvailable: true,
      institute: 'University of Dhaka',
      subject: 'Physics',
      tuition: { preferredMedium: ['bangla-medium'], preferredClasses: ['Class 8', 'Class 9'] },
    });
    expect(result.tutors[2]).toMatchObject({ name: 'No Profile', district: null, institute: null, tuition: { preferredMedium: [] } });
    expect(result.tutors[1]!._id).toBe(older.user.id);
  });

  it('never sends e-mail, phone, password or documents (raw JSON)', async () => {
    const tutors = [await insertTutor(server.db), await insertTutor(server.db, { profile: null })];
    const result = await find();
    expect(result.count).toBe(2);
    expectNothingPrivate(result.body, tutors.map(({ user }) => user));
  });

  it('filters premium tutors (type=premium) and featured ones (verified or featured)', async () => {
    await insertTutor(server.db, { name: 'Premium', flags: { isPremium: true } });
    await insertTutor(server.db, { name: 'Verified', flags: { isVerified: true } });
    await insertTutor(server.db, { name: 'Featured', flags: { isFeatured: true } });
    await insertTutor(server.db, { name: 'Plain' });
    expect(names(await find({ type: 'premium' }))).toEqual(['Premium']);
    expect(names(await find({ type: 'all' }))).toHaveLength(4);
    expect(names(await find({ featured: 'true' }))).toEqual(['Featured', 'Verified']);
    expect((await find({ featured: 'false' })).count).toBe(4);
  });

  it('filters by district (any case, old spellings) and by any area the tutor teaches in', async () => {
    await insertTutor(server.db, { name: 'Mirpur', profile: { district: 'Dhaka', areas: ['Mirpur', 'Pallabi'] } });
    await insertTutor(server.db, { name: 'Uttara', profile: { district: 'Dhaka', areas: ['Uttara'] } });
    await insertTutor(server.db, { name: 'Ctg', profile: { district: 'Chattogram', areas: ['Agrabad'] } });
    expect(names(await find({ district: 'dhaka' }))).toEqual(['Mirpur', 'Uttara']);
    expect(names(await find({ district: 'Chittagong' }))).toEqual(['Ctg']);
    expect(names(await find({ district: 'Dhaka', area: 'Pallabi' }))).toEqual(['Mirpur']);
    expect(names(await find({ area: 'Uttara' }))).toEqual(['Uttara']);
    expect((await find({ district: 'Sylhet' })).count).toBe(0);
  });

  it("filters by category against the tutor's preferred mediums (Bangla, English, Madrasa, labels, slugs)", async () => {
    await insertTutor(server.db, { name: 'Bangla', profile: { mediums: ['bangla-medium'] } });
    await insertTutor(server.db, { name: 'English', profile: { mediums: ['english-medium', 'english-version'] } });
    await insertTutor(server.db, { name: 'Version', profile: { mediums: ['english-version'] } });
    await insertTutor(server.db, { name: 'Madrasa', profile: { mediums: ['Madrasa Medium'] } });
    expect(names(await find({ medium: 'Bangla' }))).toEqual(['Bangla']);
    expect(names(await find({ medium: 'English' }))).toEqual(['English']);
    expect(names(await find({ medium: 'madrasa' }))).toEqual(['Madrasa']);
    expect(names(await find({ medium: 'english-version' }))).toEqual(['English', 'Version']);
    expect(names(await find({ medium: 'English Medium' }))).toEqual(['English']);
  });

  it('filters by class and by gender (a tutor without a profile by the account gender)', async () => {
    await insertTutor(server.db, { name: 'Class 8 Male', profile: { classes: ['Class 8'] } });
    await insertTutor(server.db, { name: 'O Level Female', gender: 'Female', profile: { classes: ['O Level', 'Class 8'] } });
    await insertTutor(server.db, { name: 'New Female', gender: 'Female', profile: null });
    expect(names(await find({ class: 'Class 8' }))).toEqual(['Class 8 Male', 'O Level Female']);
    expect(names(await find({ class: 'O Level' }))).toEqual(['O Level Female']);
    expect(names(await find({ gender: 'Female' }))).toEqual(['New Female', 'O Level Female']);
    expect(names(await find({ gender: 'male' }))).toEqual(['Class 8 Male']);
    expect((await find({ gender: 'all' })).count).toBe(3);
    expect(names(await find({ gender: 'Female', class: 'Class 8', medium: 'Bangla', district: 'Dhaka' }))).toEqual(['O Level Female']);
  });

  it('pages in the database: right counts and pages that do not overlap', async () => {
    for (let index = 0; index < 17; index += 1) {
      await insertTutor(server.db, { name: `Tutor ${String(index).padStart(2, '0')}`, createdAt: daysAgo(index), profile: null });
    }
    const first = await find({ page: 1, limit: 15 });
    const second = await find({ page: 2, limit: 15 });
    expect(first.count).toBe(17);
    expect(second.count).toBe(17);
    expect(first.tutors).toHaveLength(15);
    expect(second.tutors).toHaveLength(2);
    const ids = [...first.tutors, ...second.tutors].map((tutor) => tutor._id);
    expect(new Set(ids).size).toBe(17);
    expect(first.tutors[0]!.name).toBe('Tutor 00');
    expect(second.tutors.map((tutor) => tutor.name)).toEqual(['Tutor 15', 'Tutor 16']);
    expect((await find({ page: 3, limit: 15 })).tutors).toEqual([]);
  });

  it('refuses a limit over 100 with { message }', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/tutors/all?limit=500' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });
});

describe('GET /api/tutors/:id', () => {
  it("answers the tutor's public details by id or display number, without private data", async () => {
    const { user } = await insertTutor(server.db, { name: 'Tanvir Hasan', flags: { isVerified: true } });
    for (const id of [user.id, String(user.tutorId)]) {
      const response = await server.app.inject({ method: 'GET', url: `/api/tutors/${id}` });
      expect(response.statusCode, id).toBe(200);
      const { tutor } = tutorDetailResponseSchema.parse(response.json());
      expect(tutor).toMatchObject({
        _id: user.id,
        name: 'Tanvir Hasan',
        isVerified: true,
        education: { ssc: { institute: 'Monipur High School' }, graduation: { degree: 'BSc in Physics' } },
        tuition: { district: 'Dhaka', preferredSubjects: ['Physics', 'Math'], preferredSalary: '6000', experience: '2' },
      });
      expect(Date.parse(tutor.createdAt)).not.toBeNaN();
      expectNothingPrivate(response.body, [user]);
    }
  });

  it('answers a tutor without a profile with empty sections', async () => {
    const { user } = await insertTutor(server.db, { profile: null });
    const response = await server.app.inject({ method: 'GET', url: `/api/tutors/${user.id}` });
    expect(response.json().tutor).toMatchObject({ education: {}, tuition: { preferredMedium: [], preferredClasses: [] } });
  });

  it('answers 404 { message } for an unknown id, a malformed id and a non-tutor', async () => {
    const { user: student } = await insertUser(server.db, { userType: 'student' });
    for (const id of [student.id, '7d2f1a52-98c4-4b7e-9f1c-2a3b4c5d6e7f', 'someone', String(student.studentId)]) {
      const response = await server.app.inject({ method: 'GET', url: `/api/tutors/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Tutor not found' });
    }
  });
});

describe('POST /api/tutors/:id/contact', () => {
  const message = { name: 'Abdul Karim', phone: '+880 1711-223344', message: 'Is the tutor free on Fridays?' };

  it('stores the message and tells the operations team', async () => {
    const { user } = await insertTutor(server.db, { name: 'Tanvir Hasan' });
    const response = await server.app.inject({ method: 'POST', url: `/api/tutors/${user.id}/contact`, payload: message });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your message has been sent. Our team will contact you shortly.' });

    const stored = await server.db.select().from(tutorContactMessages);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ tutorUserId: user.id, name: 'Abdul Karim', phone: '01711223344', message: 'Is the tutor free on Fridays?' });
    const [notification] = await server.db.select().from(notifications);
    expect(notification).toMatchObject({ kind: 'tutor_contact', title: 'New Contact Request', read: false });
    expect(notification!.message).toContain('Abdul Karim');
    expect(notification!.message).toContain('Tanvir Hasan');
  });

  it('refuses an invalid message or an unknown tutor and stores nothing', async () => {
    const { user } = await insertTutor(server.db);
    const invalid = await server.app.inject({
      method: 'POST',
      url: `/api/tutors/${user.id}/contact`,
      payload: { ...message, phone: 'call me', message: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('phone: Please enter a valid phone number');
    const unknown = await server.app.inject({ method: 'POST', url: '/api/tutors/7d2f1a52-98c4-4b7e-9f1c-2a3b4c5d6e7f/contact', payload: message });
    expect(unknown.statusCode).toBe(404);
    expect(await server.db.select().from(tutorContactMessages)).toEqual([]);
    expect(await server.db.select().from(notifications)).toEqual([]);
  });
});

describe('rate limit of the contact form', () => {
  it('answers 429 { message } after RATE_LIMIT_MAX messages a minute from one address', async () => {
    const limited = await createTestServer({ config: { RATE_LIMIT_MAX: 2 } });
    try {
      const { user } = await insertTutor(limited.db);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/tutors/${user.id}/contact`,
          payload: { name: 'A', phone: '01711000000', message: 'Hello' },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many requests/);
    } finally {
      await limited.close();
    }
  });
});

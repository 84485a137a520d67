// @vitest-environment node
// Student and tutor profiles: initialize, read, update with every server-side rule, availability, user-by-id.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { studentProfiles, tutorProfiles, users } from '@server/db/schema';
import { createTestServer, loginToken, type TestServer } from './harness';
import { multipart, pngPart, signIn, tutorProfileBody, type Member } from './member-fixtures';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-profiles-'));
  server = await createTestServer({ config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.reset();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, member: Member, payload?: unknown) =>
  server.app.inject({ method, url, headers: member.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const accountOf = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('student profile', () => {
  const update = { email: 'Guardian.New@Example.com', phone: '+880 1911-000222', fullName: 'Salma Begum', gender: 'female', currentCity: 'dhaka', currentArea: 'Banani' };

  it('is missing until initialized from the account, and initialize is idempotent', async () => {
    const student = await signIn(server.app, server.db, 'student', { name: 'Salma', email: 'salma@example.com', phone: '01711000333' });
    const missing = await inject('GET', `/api/students/${student.id}/profile`, student);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Profile not found' });

    const created = await inject('POST', `/api/students/${student.id}/profile/initialize`, student);
    expect(created.statusCode).toBe(201);
    const profile = { email: 'salma@example.com', phone: '01711000333', name: 'Salma', fullName: 'Salma', gender: null, personal: { currentCity: '', currentArea: '' } };
    expect(created.json()).toEqual({ profile });
    const again = await inject('POST', `/api/students/${student.id}/profile/initialize`, student);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ profile });
    expect((await inject('GET', `/api/students/${student.id}/profile`, student)).json()).toEqual({ profile });
    expect(await server.db.select().from(studentProfiles)).toHaveLength(1);
  });

  it("updates the account's name, e-mail and phone and the profile together; the new e-mail logs in", async () => {
    const student = await signIn(server.app, server.db, 'student');
    await inject('POST', `/api/students/${student.id}/profile/initialize`, student);
    const response = await inject('PUT', `/api/students/${student.id}/profile`, student, update);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      email: 'guardian.new@example.com',
      phone: '01911000222',
      name: 'Salma Begum',
      fullName: 'Salma Begum',
      gender: 'female',
      personal: { currentCity: 'Dhaka', currentArea: 'Banani' },
    };
    expect(response.json()).toEqual({ message: 'Profile updated successfully!', profile: expected });
    expect((await inject('GET', `/api/students/${student.id}/profile`, student)).json()).toEqual({ profile: expected });
    const account = await accountOf(student.id);
    expect(account).toMatchObject({ name: 'Salma Begum', email: 'guardian.new@example.com', phone: '01911000222' });
    const [row] = await server.db.select().from(studentProfiles);
    expect(row).toMatchObject({ fullName: 'Salma Begum', email: 'guardian.new@example.com', phone: '01911000222', gender: 'female' });
    await expect(loginToken(server.app, { emailOrPhone: 'guardian.new@example.com', password: 'secret-pass', userType: 'student' })).resolves.toEqual(expect.any(String));
  });

  it('creates the profile on the first update when it was never initialized', async () => {
    const student = await signIn(server.app, server.db, 'student');
    expect((await inject('PUT', `/api/students/${student.id}/profile`, student, update)).statusCode).toBe(200);
    expect((await inject('GET', `/api/students/${student.id}/profile`, student)).statusCode).toBe(200);
  });

  it('answers 409 "already exists" for an e-mail or phone of another account, and changes nothing', async () => {
    const other = await signIn(server.app, server.db, 'tutor', { email: 'taken@example.com', phone: '01811000444' });
    const student = await signIn(server.app, server.db, 'student');
    await inject('POST', `/api/students/${student.id}/profile/initialize`, student);
    const before = { account: await accountOf(student.id), profile: await server.db.select().from(studentProfiles) };

    const email = await inject('PUT', `/api/students/${student.id}/profile`, student, { ...update, email: 'TAKEN@example.com' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ message: 'An account with this email already exists' });
    const phone = await inject('PUT', `/api/students/${student.id}/profile`, student, { ...update, phone: '+8801811000444' });
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toEqual({ message: 'An account with this phone number already exists' });

    expect(await accountOf(student.id)).toEqual(before.account);
    expect(await server.db.select().from(studentProfiles)).toEqual(before.profile);
    expect((await accountOf(other.id)).email).toBe('taken@example.com');
  });

  it('keeps its own e-mail and phone without a conflict', async () => {
    const student = await signIn(server.app, server.db, 'student');
    const response = await inject('PUT', `/api/students/${student.id}/profile`, student, { ...update, email: student.email, phone: student.phone });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an invalid body with the field named, and changes nothing', async () => {
    const student = await signIn(server.app, server.db, 'student');
    await inject('POST', `/api/students/${student.id}/profile/initialize`, student);
    const before = { account: await accountOf(student.id), profile: await server.db.select().from(studentProfiles) };
    for (const [body, message] of [
      [{ ...update, email: 'not-an-email' }, 'email: Please enter a valid email address'],
      [{ ...update, fullName: '  ' }, 'fullName: Full Name is required'],
      [{ ...update, gender: 'other' }, 'gender must be one of: male, female'],
      [{ ...update, currentCity: undefined }, 'currentCity is required'],
    ] as const) {
      const response = await inject('PUT', `/api/students/${student.id}/profile`, student, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await accountOf(student.id)).toEqual(before.account);
    expect(await server.db.select().from(studentProfiles)).toEqual(before.profile);
  });
});

describe('tutor profile', () => {
  it('is missing until initialized with the defaults of section 3, without a place the tutor never chose', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana', email: 'farhana@example.com', phone: '01711000555', gender: 'Female' });
    expect((await inject('GET', `/api/tutors/${tutor.id}/profile`, tutor)).statusCode).toBe(404);
    const created = await inject('POST', `/api/tutors/${tutor.id}/profile/initialize`, tutor);
    expect(created.statusCode).toBe(201);
    const profile = created.json().profile;
    expect(profile).toEqual({
      education: {},
      tuition: {
        district: '',
        preferredAreas: [],
        preferredMedium: [],
        preferredClasses: [],
        preferredSubjects: [],
        daysPerWeek: '3',
        preferredTime: [],
        preferredSalary: '',
        experience: '<1',
      },
      personal: {
        fullName: 'Farhana',
        email: 'farhana@example.com',
        phone: '01711000555',
        gender: 'Female',
      },
      profileCompletion: expect.any(Number),
    });
    const again = await inject('POST', `/api/tutors/${tutor.id}/profile/initialize`, tutor);
    expect(again.statusCode).toBe(200);
    expect(again.json().profile).toEqual(profile);
    expect((await inject('GET', `/api/tutors/${tutor.id}/profile`, tutor)).json().profile).toEqual(profile);
  });

  it('saves the wizard: lists without empties or duplicates, catalogue spellings, filter columns, server-side completion', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana', email: 'farhana@example.com', phone: '01711000555' });
    await inject('POST', `/api/tutors/${tutor.id}/profile/initialize`, tutor);
    const body = tutorProfileBody({
      tuition: {
        district: 'dhaka',
        preferredAreas: ['Uttara', ' ', 'uttara', 'Banani', ''],
        preferredMedium: ['Bangla Medium', 'bangla-medium', 'english-version'],
        preferredClasses: ['class 8', 'Class 8', 'SSC'],
        preferredSubjects: ['physics', 'Physics', 'Math'],
        preferredTime: ['Evening', 'Evening', 'Morning'],
      },
    });
    const response = await inject('PUT', `/api/tutors/${tutor.id}/profile`, tutor, { ...body, profileCompletion: 100 });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.message).toBe('Profile updated successfully!');
    expect(saved.profile.tuition).toEqual({
      district: 'Dhaka',
      preferredAreas: ['Uttara', 'Banani'],
      preferredMedium: ['bangla-medium', 'english-version'],
      preferredClasses: ['Class 8', 'SSC'],
      preferredSubjects: ['Physics', 'Math'],
      daysPerWeek: '4',
      preferredTime: ['Evening', 'Morning'],
      preferredSalary: '8000',
      experience: '2',
    });
    expect(saved.profile.education.graduation).toMatchObject({ degree: 'BSc', institute: 'University of Dhaka' });
    // The account's e-mail and phone stand in for the ones the form left out.
    expect(saved.profile.personal).toMatchObject({ fullName: 'Farhana Akter', email: 'farhana@example.com', phone: '01711000555' });
    // 20 of the 23 checks: everything but the two documents and a photo; the client's 100 is ignored.
    expect(saved.profile.profileCompletion).toBe(87);
    expect((await inject('GET', `/api/tutors/${tutor.id}/profile`, tutor)).json().profile).toEqual(saved.profile);

    const [row] = await server.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(row).toMatchObject({
      district: 'Dhaka',
      area: 'Uttara',
      areas: ['Uttara', 'Banani'],
      gender: 'Female',
      mediums: ['bangla-medium', 'english-version'],
      classes: ['Class 8', 'SSC'],
      subjects: ['Physics', 'Math'],
      profileCompletion: 87,
    });
    expect(await accountOf(tutor.id)).toMatchObject({ name: 'Farhana Akter', gender: 'Female' });

    // Both documents add their two checks: 22 of 23.
    const files = multipart([pngPart('nationalId'), pngPart('institutionId')]);
    await server.app.inject({ method: 'POST', url: `/api/documents/${tutor.id}/upload`, headers: { ...files.headers, ...tutor.headers }, payload: files.payload });
    expect((await inject('GET', `/api/tutors/${tutor.id}/profile`, tutor)).json().profile.profileCompletion).toBe(96);
  });

  it('treats an optional section holding only its default status as empty', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const body = tutorProfileBody({ education: { graduation: { status: 'completed' }, diploma: { status: 'ongoing', institute: '' } } });
    const response = await inject('PUT', `/api/tutors/${tutor.id}/profile`, tutor, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json().profile.education)).toEqual(['ssc', 'hsc']);
  });

  describe('refuses what the wizard refuses, and then changes nothing', () => {
    const school = { institute: 'X', curriculum: 'Bangla Version', group: 'Science', year: '2016', result: '5.00' };
    const cases: [string, ReturnType<typeof tutorProfileBody> | Record<string, unknown>, number, string][] = [
      ['an SSC field missing', tutorProfileBody({ education: { ssc: { ...school, result: '' } } }), 400, 'Please complete all required SSC and HSC fields'],
      ['no HSC', tutorProfileBody({ education: { hsc: undefined } }), 400, 'Please complete all required SSC and HSC fields'],
      [
        'a graduation begun but not finished',
        tutorProfileBody({ education: { graduation: { institute: 'University of Dhaka', status: 'completed' } } }),
        400,
        'Please complete all Graduation fields, or leave Graduation empty',
      ],
      [
        'a diploma without its duration, and SSC incomplete',
        tutorProfileBody({
          education: {
            ssc: { institute: 'X' },
            diploma: { institution_type: 'Polytechnic Institute', institute: 'Dhaka Polytechnic', field: 'Civil', year: '2020', result: '3.5', status: 'completed' },
          },
        }),
        400,
        'Please complete all required SSC and HSC fields; Please complete all Diploma fields, or leave Diploma empty',
      ],
      ['an unknown district', tutorProfileBody({ tuition: { district: 'Atlantis' } }), 400, 'tuition.district: Please choose one of the 64 districts'],
      ['an unknown subject', tutorProfileBody({ tuition: { preferredSubjects: ['Alchemy'] } }), 400, 'tuition.preferredSubjects: Unknown value: Alchemy'],
      ['an unknown category', tutorProfileBody({ tuition: { preferredMedium: ['wizardry'] } }), 400, 'tuition.preferredMedium: Unknown category: wizardry'],
      ['days out of range', tutorProfileBody({ tuition: { daysPerWeek: '8' } }), 400, 'tuition.daysPerWeek must be one of: 1, 2, 3, 4, 5, 6, 7'],
      ['a bad personal phone', tutorProfileBody({ personal: { phone: 'call me' } }), 400, 'personal.phone: Please enter a valid phone number'],
      ['the e-mail of another account', tutorProfileBody({ personal: { email: 'taken@example.com' } }), 409, 'An account with this email already exists'],
    ];
    it.each(cases)('%s', async (_name, body, statusCode, message) => {
      await signIn(server.app, server.db, 'student', { email: 'taken@example.com' });
      const tutor = await signIn(server.app, server.db, 'tutor');
      await inject('POST', `/api/tutors/${tutor.id}/profile/initialize`, tutor);
      const before = { account: await accountOf(tutor.id), profile: await server.db.select().from(tutorProfiles) };
      const response = await inject('PUT', `/api/tutors/${tutor.id}/profile`, tutor, body);
      expect(response.statusCode).toBe(statusCode);
      expect(response.json()).toEqual({ message });
      expect(await accountOf(tutor.id)).toEqual(before.account);
      expect(await server.db.select().from(tutorProfiles)).toEqual(before.profile);
    });
  });

  it('switches availability, and the user-by-id call shows it with the graduation and verification', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const user = async () => (await inject('GET', `/api/auth/get_all_users/${tutor.id}`, tutor)).json().user;
    expect(await user()).toMatchObject({ isAvailable: true, isVerified: false });
    expect((await user()).education).toBeUndefined();

    const off = await inject('PUT', `/api/tutors/${tutor.id}/availability`, tutor, { isAvailable: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'You are now shown as Not Available', isAvailable: false });
    expect((await user()).isAvailable).toBe(false);
    const on = await inject('PUT', `/api/tutors/${tutor.id}/availability`, tutor, { isAvailable: true });
    expect(on.json()).toEqual({ message: 'You are now shown as Available for Tuition', isAvailable: true });
    expect((await inject('PUT', `/api/tutors/${tutor.id}/availability`, tutor, { isAvailable: 'yes' })).statusCode).toBe(400);

    await inject('PUT', `/api/tutors/${tutor.id}/profile`, tutor, tutorProfileBody());
    expect((await user()).education).toEqual({ graduation: { degree: 'BSc', institute: 'University of Dhaka' } });
    await server.db.update(users).set({ isVerified: true }).where(eq(users.id, tutor.id));
    expect((await user()).isVerified).toBe(true);
  });

  it('lets an admin read a tutor profile', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const tutor = await signIn(server.app, server.db, 'tutor');
    await inject('PUT', `/api/tutors/${tutor.id}/profile`, tutor, tutorProfileBody());
    const response = await inject('GET', `/api/tutors/${tutor.id}/profile`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.personal.fullName).toBe('Farhana Akter');
  });
});

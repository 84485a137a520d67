// @vitest-environment node
// The privacy walk (issue 14, docs/privacy.md): with a guardian, a student's job, tutors with documents and
// private details, a Hire a Tutor request and a contact message in the database, every public and login-optional
// GET route of the contract's route table is called as a guest with real ids, and no answer may carry a personal
// field name or any of the seeded personal values, at any depth. Then: the owner, the selected tutor and staff
// get the full job; another tutor, another guardian and a guest get the public one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, type AccessLevel } from '@/shared/api/contract/routes';
import { requestStatusChangedSchema, tuitionDetailResponseSchema } from '@/shared/api/contract';
import { tutorProfiles, users } from '@server/db/schema';
import { bearer, setupTestServer } from './harness';
import { insertAffiliate, insertTestimonial } from './marketplace-fixtures';
import { multipart, pngPart, signIn, tutorProfileBody, tutorRequestBody, jpegPart, type Member } from './member-fixtures';
import { pdfReadableText } from './pdf-text';

const server = setupTestServer({ dataDirPrefix: 'shikhon-privacy-walk-' });
/** Each test seeds five accounts (real password hashes), documents and jobs through the API: give it room on a busy machine. */
const SEEDED_TEST_TIMEOUT = 120_000;

/** Field names that never belong in a public answer, at any depth (compared case-insensitively). */
const PERSONAL_FIELDS = [
  'studentName',
  'studentId',
  'studentUserId',
  'phone',
  'additionalPhone',
  'email',
  'institution',
  'locationDetails',
  'address',
  'password',
  'passwordHash',
  'fatherName',
  'fatherPhone',
  'motherName',
  'motherPhone',
  'guardianNumber',
  'guardianRelation',
  'permanentLocation',
  'personal',
  'documents',
  'nationalId',
  'institutionId',
  'nationalIdPath',
  'institutionIdPath',
  'token',
];
const personalField = new Set(PERSONAL_FIELDS.map((name) => name.toLowerCase()));

const GUARDIAN = { name: 'Shahnaz Parvin Chowdhury', email: 'shahnaz.parvin.private@example.com', phone: '01712000991' };
const CHILD = {
  studentName: 'Arafat Chowdhury Rumi',
  institution: 'Viqarunnisa Noon School Azimpur',
  locationDetails: 'House 12, Road 5, Dhanmondi R/A, flat 4B',
};
const TUTOR = { name: 'Farhana Akter Mitu', email: 'farhana.mitu.private@example.com', phone: '01898000772' };
const TUTOR_PRIVATE = {
  additionalPhone: '01556000883',
  fatherName: 'Abdul Karim Bhuiyan',
  fatherPhone: '01677000994',
  motherName: 'Rokeya Begum Bhuiyan',
  motherPhone: '01988000115',
  guardianNumber: '01322000226',
  permanentLocation: 'Village Kumarkhali, Kushtia Sadar',
};
const HIRE_REQUEST = { studentName: 'Tahsin Mahmud Oyon', phone: '01744000337', address: 'Flat 7C, Green Road, Panthapath' };
const CONTACT = { name: 'Mahmuda Khatun Lipi', phone: '01855000448', message: 'Please call me about my son.' };

interface Seeded {
  admin: Member;
  guardian: Member;
  otherGuardian: Member;
  tutor: Member;
  otherTutor: Member;
  jobId: string;
  /** Every personal value written to the database, as text. */
  values: string[];
  /** Path parameters by name, as the walk fills them. */
  params: Record<string, string>;
  /** The public photo of the tutor (under /uploads), for the wildcard route. */
  photo: string | null;
}

async function seed(): Promise<Seeded> {
  const { app, db } = server;
  const admin = await signIn(app, db, 'admin', { name: 'Operations Admin' });
  const guardian = await signIn(app, db, 'student', GUARDIAN);
  const otherGuardian = await signIn(app, db, 'student', { name: 'Another Guardian' });
  const tutor = await signIn(app, db, 'tutor', { ...TUTOR, gender: 'Female' });
  const otherTutor = await signIn(app, db, 'tutor', { name: 'Other Tutor', email: 'other.tutor.private@example.com', phone: '01899000553' });

  // The guardian posts a request for their child; staff approve it into a job.
  const posted = await app.inject({
    method: 'POST',
    url: `/api/students/${guardian.id}/tutor-request`,
    headers: guardian.headers,
    payload: tutorRequestBody(CHILD),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const requestId = (posted.json() as { request: { _id: string } }).request._id;
  const approved = await app.inject({
    method: 'PUT',
    url: `/api/students/change-request-status/${requestId}`,
    headers: admin.headers,
    payload: { status: 'approved' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const jobId = requestStatusChangedSchema.parse(approved.json()).jobId!;

  // Both tutors have full profiles with private details and uploaded documents.
  for (const member of [tutor, otherTutor]) {
    const personal = member === tutor ? TUTOR_PRIVATE : {};
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/tutors/${member.id}/profile`,
      headers: member.headers,
      payload: tutorProfileBody({ personal: { fullName: member === tutor ? TUTOR.name : 'Other Tutor', ...personal } }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = multipart([pngPart('nationalId'), jpegPart('institutionId')]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/documents/${member.id}/upload`,
      headers: { ...body.headers, ...member.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
  await db.update(users).set({ isVerified: true, isFeatured: true }).where(eq(users.id, tutor.id));
  await db.update(tutorProfiles).set({ imagePath: 'uploads/tutors/walk-photo.png' }).where(eq(tutorProfiles.userId, tutor.id));

  // Both apply; staff select the first.
  for (const member of [tutor, otherTutor]) {
    const applied = await app.inject({ method: 'POST', url: `/api/tuitionApply/apply/${jobId}`, headers: member.headers });
    expect(applied.statusCode, applied.body).toBe(201);
  }
  const selected = await app.inject({
    method: 'PUT',
    url: `/api/tuitionApply/select/${jobId}`,
    headers: admin.headers,
    payload: { tutorId: tutor.id },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  // Selection takes the job off the board: a second active job of the same guardian stays on it.
  const second = await app.inject({
    method: 'POST',
    url: `/api/students/${guardian.id}/tutor-request`,
    headers: guardian.headers,
    payload: tutorRequestBody({ ...CHILD, classLevel: 'Class 9' }),
  });
  const secondId = (second.json() as { request: { _id: string } }).request._id;
  const secondJob = await app.inject({
    method: 'PUT',
    url: `/api/students/change-request-status/${secondId}`,
    headers: admin.headers,
    payload: { status: 'approved' },
  });
  expect(secondJob.statusCode, secondJob.body).toBe(200);

  // A visitor's Hire a Tutor request and a contact message on the tutor's page.
  const hire = await app.inject({
    method: 'POST',
    url: '/api/auth/create_tutor_request',
    payload: { ...HIRE_REQUEST, medium: 'Bangla Medium', classLevel: 'Class 5', subjects: ['Math'], district: 'Dhaka', area: 'Dhanmondi', agreedToTerms: true },
  });
  expect(hire.statusCode, hire.body).toBe(201);
  const contact = await app.inject({ method: 'POST', url: `/api/tutors/${tutor.id}/contact`, payload: CONTACT });
  expect(contact.statusCode, contact.body).toBe(201);
  await insertTestimonial(db, { name: 'Sadia Rahman', designation: 'Guardian' });
  await insertAffiliate(db);

  const [tutorRow] = await db.select().from(users).where(eq(users.id, tutor.id));
  const profiles = await db.select().from(tutorProfiles);
  const documentPaths = profiles.flatMap((row) => [row.nationalIdPath, row.institutionIdPath]).filter((value): value is string => Boolean(value));
  expect(documentPaths).toHaveLength(4);
  const signed = await app.inject({ method: 'GET', url: `/api/documents/${tutor.id}/status`, headers: tutor.headers });
  const links = Object.values((signed.json() as { documents: Record<string, unknown> }).documents).filter(
    (value): value is string => typeof value === 'string' && value.startsWith('/api/documents/file/'),
  );
  expect(links).toHaveLength(2);

  const values = [
    ...Object.values(GUARDIAN),
    ...Object.values(CHILD),
    TUTOR.email,
    TUTOR.phone,
    ...Object.values(TUTOR_PRIVATE),
    ...Object.values(HIRE_REQUEST),
    CONTACT.name,
    CONTACT.phone,
    CONTACT.message,
    otherTutor.email,
    otherTutor.phone,
    guardian.id,
    otherGuardian.id,
    tutorRow!.passwordHash,
    ...documentPaths,
    ...documentPaths.map((stored) => stored.split(/[\\/]/).pop()!),
    ...links,
    ...links.map((link) => link.slice('/api/documents/file/'.length)),
    guardian.token,
    tutor.token,
    admin.token,
  ];
  // Phone numbers in the other ways they could be written.
  for (const phone of [GUARDIAN.phone, TUTOR.phone, HIRE_REQUEST.phone, CONTACT.phone, TUTOR_PRIVATE.fatherPhone]) {
    values.push(`+88${phone}`, phone.slice(1));
  }
  return {
    admin,
    guardian,
    otherGuardian,
    tutor,
    otherTutor,
    jobId,
    values,
    params: { ':id': jobId, ':token': 'not-a-real-signed-link.AAAAAAAAAAAAAAAAAAAAAA' },
    photo: 'uploads/tutors/walk-photo.png',
  };
}

/** The URLs to call for one route of the table, its parameters filled with real ids. */
function urlsFor(key: string, seeded: Seeded): string[] {
  const path = key.slice(key.indexOf(' ') + 1);
  if (path.startsWith('/api/tutors/:id')) {
    // A tutor by id and by display number.
    return [path.replace(':id', seeded.tutor.id), path.replace(':id', String(seeded.tutor.tutorId))];
  }
  if (path === '/api/tuitions') return ['/api/tuitions', '/api/tuitions?limit=100', `/api/tuitions?district=Dhaka&limit=100`];
  if (path === '/api/tutors/all') return ['/api/tutors/all?limit=100', '/api/tutors/all?featured=true&limit=100', '/api/tutors/all?type=all&district=Dhaka'];
  if (path === '/uploads/*') return [`/${seeded.photo}`];
  if (path === '/api/docs/*' || path === '/api/docs/static/*') return [path.replace('*', 'index.html')];
  if (path === '/*') return ['/tution_list', `/tuition_details/${seeded.jobId}`];
  const filled = path.replace(/:[A-Za-z]+/g, (param) => {
    const value = seeded.params[param];
    if (!value) throw new Error(`The privacy walk does not know how to fill ${param} of ${key}: add it to the walk`);
    return value;
  });
  return [filled];
}

/** Every key at any depth whose name is personal, as its path. */
function personalKeys(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => personalKeys(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(personalField.has(key.toLowerCase()) ? [`${at}.${key}`] : []),
    ...personalKeys(inner, `${at}.${key}`),
  ]);
}

/** The routes of the contract a guest may call with GET. */
function guestGetRoutes(): string[] {
  const guestLevels: AccessLevel[] = ['public', 'optional'];
  return Object.entries(ROUTE_ACCESS)
    .filter(([key, entry]) => key.startsWith('GET ') && guestLevels.includes(entry.access))
    .map(([key]) => key);
}

/** Routes whose answer describes the API (schemas name fields such as `phone`) rather than carrying data. */
const describesTheApi = (url: string) => url.startsWith('/api/docs');

describe('the privacy walk', () => {
  it('finds no personal field name and no seeded personal value in any public or optional GET answer to a guest', async () => {
    const seeded = await seed();
    const routes = guestGetRoutes();
    expect(routes).toEqual(expect.arrayContaining(['GET /api/tuitions', 'GET /api/tuitions/:id', 'GET /api/tutors/all', 'GET /api/tutors/:id', 'GET /api/tutors/:id/cv']));

    const answered: Record<string, number> = {};
    for (const key of routes) {
      for (const url of urlsFor(key, seeded)) {
        const response = await server.app.inject({ method: 'GET', url });
        answered[url] = response.statusCode;
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        const type = String(response.headers['content-type'] ?? '');
        let readable = response.rawPayload.toString('utf8');
        if (type.startsWith('application/pdf')) {
          readable = pdfReadableText(response.rawPayload);
          // The reader works: the CV names its tutor (a public field) in its drawn text.
          expect(readable, url).toContain(TUTOR.name);
        }
        if (type.includes('json') && !describesTheApi(url)) {
          expect(personalKeys(JSON.parse(response.body)), url).toEqual([]);
        }
        const found = seeded.values.filter((value) => readable.toLowerCase().includes(value.toLowerCase()));
        expect(found, url).toEqual([]);
      }
    }

    // The walk read real data, not empty lists and 404s.
    expect(answered[`/api/tuitions/${seeded.jobId}`]).toBe(200);
    expect(answered[`/api/tutors/${seeded.tutor.id}`]).toBe(200);
    expect(answered[`/api/tutors/${seeded.tutor.id}/cv`]).toBe(200);
    expect(answered['/api/tuitions?limit=100']).toBe(200);
    const board = await server.app.inject({ method: 'GET', url: '/api/tuitions?limit=100' });
    expect((board.json() as { total: number }).total).toBe(1);
    const tutors = await server.app.inject({ method: 'GET', url: '/api/tutors/all?limit=100' });
    expect((tutors.json() as { count: number }).count).toBe(2);
    for (const url of ['/api/testimonials', '/api/affiliate', '/api/stats/public', '/api/tuitions/counts-by-district']) {
      expect(answered[url], url).toBe(200);
    }
    // A made-up signed link opens nothing (its signature does not verify: 403).
    expect([403, 404]).toContain(answered[`/api/documents/file/${seeded.params[':token']}`]);
  }, SEEDED_TEST_TIMEOUT);

  it('serves no identity document under /uploads, whatever the path', async () => {
    const seeded = await seed();
    const profiles = await server.db.select().from(tutorProfiles);
    for (const stored of profiles.flatMap((row) => [row.nationalIdPath, row.institutionIdPath])) {
      const relative = stored!.replace(/^.*?(private[\\/])/, '$1').replace(/\\/g, '/');
      for (const url of [`/uploads/${relative}`, `/uploads/../${relative}`, `/${relative}`, `/uploads/${stored!.split(/[\\/]/).pop()}`]) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(seeded.values.filter((value) => response.body.includes(value)), url).toEqual([]);
      }
    }
  }, SEEDED_TEST_TIMEOUT);

  it('gives the full job to its owner, its selected tutor and staff; the public job to everyone else', async () => {
    const seeded = await seed();
    const detail = async (headers: Record<string, string>) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/tuitions/${seeded.jobId}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return tuitionDetailResponseSchema.parse(response.json()).data as Record<string, unknown>;
    };
    for (const [who, member] of [
      ['the owner', seeded.guardian],
      ['the selected tutor', seeded.tutor],
      ['staff', seeded.admin],
    ] as const) {
      expect(await detail(member.headers), who).toMatchObject({
        jobId: seeded.jobId,
        studentName: CHILD.studentName,
        institution: CHILD.institution,
        locationDetails: CHILD.locationDetails,
        studentId: seeded.guardian.studentId,
      });
    }
    for (const [who, headers] of [
      ['another tutor (applied, not selected)', seeded.otherTutor.headers],
      ['another guardian', seeded.otherGuardian.headers],
      ['a guest', {}],
      ['a broken token', bearer('x'.repeat(43))],
    ] as const) {
      const job = await detail(headers);
      expect(job.jobId, who).toBe(seeded.jobId);
      expect(personalKeys(job), who).toEqual([]);
    }

    // The admin list keeps the full shape.
    const adminList = await server.app.inject({ method: 'GET', url: '/api/admin/tuitions?limit=100', headers: seeded.admin.headers });
    expect(adminList.statusCode, adminList.body).toBe(200);
    expect((adminList.json() as { data: { jobId: string }[] }).data.find((job) => job.jobId === seeded.jobId)).toMatchObject({
      studentName: CHILD.studentName,
      institution: CHILD.institution,
      locationDetails: CHILD.locationDetails,
    });

    // Their applications list: the guardian's student number for the selected tutor only.
    const applicationsOf = async (member: Member) => {
      const response = await server.app.inject({ method: 'GET', url: '/api/tuitionApply', headers: member.headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { jobId: string; studentId: number | null }[] }).data.find((job) => job.jobId === seeded.jobId);
    };
    expect(await applicationsOf(seeded.tutor)).toMatchObject({ studentId: seeded.guardian.studentId });
    expect(await applicationsOf(seeded.otherTutor)).toMatchObject({ studentId: null });

    // The selected tutor loses the full job when staff take the assignment back.
    const deassigned = await server.app.inject({
      method: 'PUT',
      url: `/api/tuitionApply/deassign/${seeded.jobId}`,
      headers: seeded.admin.headers,
    });
    expect(deassigned.statusCode, deassigned.body).toBe(200);
    expect(personalKeys(await detail(seeded.tutor.headers))).toEqual([]);
    expect(await detail(seeded.guardian.headers)).toMatchObject({ studentName: CHILD.studentName });
  }, SEEDED_TEST_TIMEOUT);

  it('documents GET /api/tuitions/{id} without security, and the admin list with it', async () => {
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = (docs.json() as { paths: Record<string, Record<string, { security?: unknown }>> }).paths;
    expect(paths['/api/tuitions/{id}']?.get).toBeDefined();
    expect(paths['/api/tuitions/{id}']!.get!.security).toBeUndefined();
    expect(paths['/api/tuitions']!.get!.security).toBeUndefined();
    expect(paths['/api/admin/tuitions']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });
});

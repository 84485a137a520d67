// Shared pieces of the member-area server tests: signed-in accounts, images and multipart bodies, jobs.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '@server/app';
import type { Database } from '@server/db/database';
import { applications, tuitions, type NewTuitionRow } from '@server/db/schema';
import type { UserType } from '@server/services/users';
import { insertUser, loginToken } from './harness';

export interface Member {
  id: string;
  token: string;
  headers: Record<string, string>;
  studentId: number | null;
  tutorId: number | null;
  email: string;
  phone: string;
}

/** An account of the given type, signed in through the API. */
export async function signIn(
  app: App,
  db: Database,
  userType: UserType,
  overrides: { name?: string; email?: string; phone?: string; gender?: 'Male' | 'Female' | null } = {},
): Promise<Member> {
  const { user, password } = await insertUser(db, {
    userType,
    name: overrides.name ?? `${userType} ${randomBytes(2).toString('hex')}`,
    gender: overrides.gender ?? (userType === 'tutor' ? 'Female' : null),
    ...(overrides.email ? { email: overrides.email } : {}),
    ...(overrides.phone ? { phone: overrides.phone } : {}),
  });
  const token = await loginToken(app, { emailOrPhone: user.email, password, userType });
  return {
    id: user.id,
    token,
    headers: { authorization: `Bearer ${token}` },
    studentId: user.studentId,
    tutorId: user.tutorId,
    email: user.email,
    phone: user.phone,
  };
}

/** A real 1×1 PNG. */
/** One signed-in account of each user type, for walks over every route. */
export async function signInEachType(app: App, db: Database): Promise<Record<UserType, Member>> {
  return {
    student: await signIn(app, db, 'student'),
    tutor: await signIn(app, db, 'tutor'),
    admin: await signIn(app, db, 'admin'),
  };
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

/** A real 16×16 baseline JPEG (543 bytes). */
export const JPEG = Buffer.from(
  [
    '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8Q',
    'EBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ',
    'EBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQID',
    'BAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/',
    '2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx',
    '4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+',
    'Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolv',
    'w4KOp1KM6iCNvngZHwetf//Z',
  ].join(''),
  'base64',
);

/** A PNG header followed by padding, `bytes` long in all. */
export function pngOfSize(bytes: number): Buffer {
  const image = Buffer.alloc(bytes);
  PNG.copy(image);
  return image;
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body with these files (and text fields; as pairs, a name may repeat). */
export function multipart(files: FilePart[], fields: Record<string, string> | [string, string][] = {}) {
  const boundary = `----shikhon${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngPart = (field: string, content: Buffer = PNG): FilePart => ({
  field,
  filename: `${field}.png`,
  contentType: 'image/png',
  content,
});
export const jpegPart = (field: string, content: Buffer = JPEG): FilePart => ({
  field,
  filename: `${field}.jpg`,
  contentType: 'image/jpeg',
  content,
});

/** Every file under a folder (none when it does not exist). */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A job straight in the database. */
export async function insertJob(db: Database, values: Partial<NewTuitionRow> = {}) {
  const [job] = await db
    .insert(tuitions)
    .values({ district: 'Dhaka', area: 'Uttara', category: 'Bangla Medium', classLevel: 'Class 8', salary: '6000', ...values })
    .returning();
  return job!;
}

export async function insertApplication(
  db: Database,
  jobId: string,
  tutorUserId: string,
  status: 'pending' | 'accepted' | 'rejected' = 'pending',
  appliedAt = new Date(),
) {
  const [row] = await db.insert(applications).values({ jobId, tutorUserId, status, appliedAt }).returning();
  return row!;
}

/** A complete body for PUT /api/tutors/{id}/profile. */
export function tutorProfileBody(overrides: { education?: object; tuition?: object; personal?: object } = {}) {
  const school = { institute: 'Rajuk Uttara Model College', curriculum: 'Bangla Version', group: 'Science', year: '2016', result: '5.00' };
  return {
    education: {
      ssc: school,
      hsc: { ...school, year: '2018' },
      graduation: {
        institution_type: 'Public',
        institute: 'University of Dhaka',
        degree: 'BSc',
        subject: 'Physics',
        year: '2023',
        result: '3.70',
        status: 'completed',
      },
      ...overrides.education,
    },
    tuition: {
      district: 'Dhaka',
      preferredAreas: ['Uttara', 'Banani'],
      preferredMedium: ['bangla-medium'],
      preferredClasses: ['Class 8', 'SSC'],
      preferredSubjects: ['Physics', 'Math'],
      daysPerWeek: '4',
      preferredTime: ['Evening'],
      preferredSalary: '8000',
      experience: '2',
      ...overrides.tuition,
    },
    personal: {
      fullName: 'Farhana Akter',
      gender: 'Female',
      currentCity: 'Dhaka',
      currentArea: 'Uttara',
      permanentLocation: 'Rajshahi',
      about: 'I teach physics and mathematics.',
      ...overrides.personal,
    },
  };
}

/** A complete body for POST /api/students/{id}/tutor-request. */
export function tutorRequestBody(overrides: Record<string, unknown> = {}) {
  return {
    studentName: 'Ayaan Rahman',
    noOfStudents: 1,
    studentGender: 'male',
    institution: 'Uttara High School',
    district: 'Dhaka',
    location: 'Uttara',
    locationDetails: 'Sector 7, Road 12',
    medium: 'bangla-medium',
    classLevel: 'Class 8',
    subjects: ['Math', 'Physics'],
    tutoringType: 'home',
    preferredTutor: 'any',
    days: 3,
    tutoringTime: 'After 4 PM',
    salary: '5000-6000',
    notes: 'Weak in algebra',
    ...overrides,
  };
}

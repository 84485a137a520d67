import { and, eq, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { StudentProfile, studentProfileUpdateBodySchema } from '../../src/shared/api/contract';
import { STUDENT_GENDERS, normalizeDistrict, type StudentGender } from '../../src/shared/config/catalogue';
import { isUniqueViolation, violatedConstraint, type Database, type Executor } from '../db/database';
import { studentProfiles, users, type StudentProfileRow, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Clock } from './clock';
import { normalizeEmail, normalizePhone } from './users';

type StudentProfileUpdate = z.output<typeof studentProfileUpdateBodySchema>;

export const studentProfileMessages = {
  notFound: 'Profile not found',
  saved: 'Profile updated successfully!',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
};

const isStudentGender = (value: string | null | undefined): value is StudentGender =>
  (STUDENT_GENDERS as readonly string[]).includes(value ?? '');

/** The account is the source of name, e-mail and phone; the profile row adds gender, city and area. */
export function toStudentProfileDto(user: UserRow, row: StudentProfileRow): StudentProfile {
  return {
    email: user.email ?? '', // '' for a member who registered by phone without an e-mail
    phone: user.phone,
    name: user.name,
    fullName: user.name,
    gender: isStudentGender(row.gender) ? row.gender : null,
    personal: { currentCity: row.currentCity ?? '', currentArea: row.currentArea ?? '' },
  };
}

async function findStudentProfileRow(db: Executor, userId: string): Promise<StudentProfileRow | undefined> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
  return row;
}

/** GET /api/students/{id}/profile: 404 until the profile is initialized. */
export async function getStudentProfile(db: Database, student: UserRow): Promise<{ profile: StudentProfile }> {
  const row = await findStudentProfileRow(db, student.id);
  if (!row) throw notFound(studentProfileMessages.notFound);
  return { profile: toStudentProfileDto(student, row) };
}

/**
 * POST /api/students/{id}/profile/initialize: creates the profile from the account (name, e-mail, phone;
 * city and area empty) when there is none; the existing one is left as it is. `created` says which.
 */
export async function initializeStudentProfile(
  db: Database,
  clock: Clock,
  student: UserRow,
): Promise<{ created: boolean; profile: StudentProfile }> {
  const now = clock.now();
  const inserted = await db
    .insert(studentProfiles)
    .values({
      userId: student.id,
      fullName: student.name,
      email: student.email,
      phone: student.phone,
      gender: null,
      currentCity: '',
      currentArea: '',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: studentProfiles.userId })
    .returning();
  const row = inserted[0] ?? (await findStudentProfileRow(db, student.id));
  return { created: inserted.length > 0, profile: toStudentProfileDto(student, row!) };
}

/**
 * PUT /api/students/{id}/profile: the account's name, e-mail and phone and the profile's gender, city
 * and area change together or not at all. An e-mail or phone of another account is a 409.
 */
export async function updateStudentProfile(
  db: Database,
  clock: Clock,
  student: UserRow,
  body: StudentProfileUpdate,
): Promise<{ message: string; profile: StudentProfile }> {
  const email = normalizeEmail(body.email);
  const phone = normalizePhone(body.phone);
  const currentCity = normalizeDistrict(body.currentCity) ?? body.currentCity;
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ email: users.email, phone: users.phone })
        .from(users)
        .where(and(ne(users.id, student.id), or(eq(users.email, email), eq(users.phone, phone))))
        .limit(1);
      if (taken) throw conflict(taken.email === email ? studentProfileMessages.emailTaken : studentProfileMessages.phoneTaken);
      const [user] = await tx
        .update(users)
        .set({ name: body.fullName, email, phone, updatedAt: now })
        .where(eq(users.id, student.id))
        .returning();
      const values = {
        fullName: body.fullName,
        email,
        phone,
        gender: body.gender,
        currentCity,
        currentArea: body.currentArea,
        updatedAt: now,
      };
      const [row] = await tx
        .insert(studentProfiles)
        .values({ userId: student.id, ...values, createdAt: now })
        .onConflictDoUpdate({ target: studentProfiles.userId, set: values })
        .returning();
      return { message: studentProfileMessages.saved, profile: toStudentProfileDto(user!, row!) };
    });
  } catch (error) {
    // Two saves racing for the same address: the unique index decides.
    if (isUniqueViolation(error)) {
      throw conflict(violatedConstraint(error)?.includes('phone') ? studentProfileMessages.phoneTaken : studentProfileMessages.emailTaken);
    }
    throw error;
  }
}

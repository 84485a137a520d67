import { eq, sql } from 'drizzle-orm';
import { normalizeDigits } from '../../src/shared/lib/digits';
import type { SessionUserDto, User } from '../../src/shared/api/contract';
import type { StaffRole } from '../../src/shared/config/catalogue';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { studentDisplayIdSequence, tutorDisplayIdSequence, users, type UserRow } from '../db/schema';

export type Gender = NonNullable<UserRow['gender']>;
export type UserType = UserRow['userType'];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * One spelling per number, so "+880 1711-000000", "০১৭১১০০০০০০" and "01711000000" are the same account (Bangla
 * digits become ASCII ones).
 */
export function normalizePhone(phone: string): string {
  let compact = normalizeDigits(phone).trim().replace(/[\s().-]/g, '');
  if (compact.startsWith('+880')) compact = `0${compact.slice(4)}`;
  else if (compact.startsWith('880') && compact.length === 13) compact = `0${compact.slice(3)}`;
  return compact;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return user;
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, normalizePhone(phone))).limit(1);
  return user;
}

/** The login form's one field holds either an e-mail address or a phone number. */
export function findUserByEmailOrPhone(db: Executor, emailOrPhone: string): Promise<UserRow | undefined> {
  return emailOrPhone.includes('@') ? findUserByEmail(db, emailOrPhone) : findUserByPhone(db, emailOrPhone);
}

function nextValue(sequence: PgSequence) {
  return sql<number>`nextval(${sequence.seqName ?? ''}::regclass)`;
}

export interface NewUser {
  name: string;
  /** null: a member who registered by phone only. */
  email: string | null;
  phone: string;
  passwordHash: string;
  userType: UserType;
  gender?: Gender | null;
  /** Staff only: their role (default owner). */
  role?: StaffRole;
  /** The language the member registered in (their SMS and mails follow it). */
  language?: 'en' | 'bn';
}

/** Creates the account; students and tutors get the next display number of their kind. */
export async function createUser(db: Executor, input: NewUser): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email: input.email ? normalizeEmail(input.email) : null,
      phone: normalizePhone(input.phone),
      ...(input.language ? { language: input.language } : {}),
      passwordHash: input.passwordHash,
      userType: input.userType,
      gender: input.gender ?? null,
      studentId: input.userType === 'student' ? nextValue(studentDisplayIdSequence) : null,
      tutorId: input.userType === 'tutor' ? nextValue(tutorDisplayIdSequence) : null,
      // Staff: the owner unless a role is given (members have none).
      role: input.userType === 'admin' ? (input.role ?? 'owner') : null,
    })
    .returning();
  return user!;
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** What login and register answer with: the bearer token and the display ids the user has. */
export function toSessionUser(user: UserRow, token: string): SessionUserDto {
  return {
    id: user.id,
    name: user.name,
    token,
    userType: user.userType,
    ...(user.tutorId != null ? { tutorId: user.tutorId } : {}),
    ...(user.studentId != null ? { studentId: user.studentId } : {}),
  };
}

/** Who an account is, as every answer about a member names it. */
export function accountFields(user: UserRow) {
  return {
    _id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email ?? '', // '' for a member who registered by phone without an e-mail
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user-by-id answer (`user` of GET /api/auth/get_all_users/{id}). Never the password hash. */
export function toUserDto(user: UserRow): User {
  return {
    ...accountFields(user),
    userType: user.userType,
    studentId: user.studentId,
    tutorId: user.tutorId,
    isVerified: user.isVerified,
    isAvailable: user.isAvailable,
    ...(user.userType === 'admin' ? { role: user.role } : {}),
    gender: user.gender,
  };
}

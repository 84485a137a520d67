import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, STAFF_ROLES } from '../../../src/shared/config/catalogue';

export const userTypeEnum = pgEnum('user_type', ['tutor', 'student', 'admin']);
export const genderEnum = pgEnum('gender', ['Male', 'Female', 'Other']);
export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);
export const languageEnum = pgEnum('language', LANGUAGES);

/** Short numbers people can read out on the phone; the uuid stays the real key. */
export const studentDisplayIdSequence = pgSequence('student_display_id_seq', { startWith: 1001 });
export const tutorDisplayIdSequence = pgSequence('tutor_display_id_seq', { startWith: 1001 });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-case; optional for members since accounts can be made with a mobile number alone (issue 16). */
    email: text('email').unique(),
    /** Stored normalised (digits, leading 0 for Bangladeshi numbers); see normalizePhone. */
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userType: userTypeEnum('user_type').notNull(),
    gender: genderEnum('gender'),
    studentId: integer('student_id').unique(),
    tutorId: integer('tutor_id').unique(),
    isVerified: boolean('is_verified').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    isPremium: boolean('is_premium').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** A staff member's role (admins only; null for members). */
    role: staffRoleEnum('role'),
    /** Set when the account was disabled: no login, every session revoked, everything else kept. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Kinds of member notification the member does not want by e-mail (the inbox keeps them all). */
    mailOptOut: text('mail_opt_out').array().notNull().default(sql`'{}'::text[]`),
    /** The member's language for screens, server messages and mails (null: follow the browser). */
    language: languageEnum('language'),
    /** Kinds of member notification the member wants by SMS too (default: selected, shortlist ready, fee due). */
    smsKinds: text('sms_kinds')
      .array()
      .notNull()
      .default(sql`'{selected,shortlist_ready,fee_due_soon,fee_overdue}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_user_type_created_at_idx').on(table.userType, table.createdAt),
    // The admin lists' sort by name (lower(name), id), and, as ANALYZE keeps statistics on index expressions,
    // honest estimates for the admin searches' `lower(name) like '%…%'` (docs/performance.md).
    index('users_user_type_lower_name_idx').on(table.userType, sql`lower(${table.name})`, table.id),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_role_only_for_admins', sql`${table.role} is null or ${table.userType} = 'admin'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

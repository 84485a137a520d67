import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Education, TuitionPreferences, TutorPersonal } from '../../../src/shared/api/contract';
import { ACCOUNT_STATUSES } from '../../../src/shared/config/catalogue';
import { genderEnum, users } from './users';

/**
 * A tutor's profile: the three sections of the profile wizard as jsonb (shaped by the contract's
 * schemas), plus copies of the fields Find tutors filters on as plain, indexed columns. The copies are
 * written from the jsonb by `tutorSearchColumns` (server/services/tutor-profiles.ts), never by hand.
 */
export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    education: jsonb('education').$type<Education>().notNull().default({}),
    tuition: jsonb('tuition').$type<Partial<TuitionPreferences>>().notNull().default({}),
    personal: jsonb('personal').$type<Partial<TutorPersonal>>().notNull().default({}),

    /** The district the tutor teaches in (tuition.district, else personal.currentCity), catalogue spelling. */
    district: text('district'),
    /** The area shown on cards (personal.currentArea, else the first preferred area). */
    area: text('area'),
    /** Every area the tutor takes tuitions in (preferred areas and the current area): the Area filter. */
    areas: text('areas').array().notNull().default(sql`'{}'::text[]`),
    gender: genderEnum('gender'),
    /** Category slugs (`bangla-medium`), from tuition.preferredMedium. */
    mediums: text('mediums').array().notNull().default(sql`'{}'::text[]`),
    classes: text('classes').array().notNull().default(sql`'{}'::text[]`),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),

    /** A public photo under /uploads (relative path `uploads/...`), or null. */
    imagePath: text('image_path'),
    profileCompletion: integer('profile_completion').notNull().default(0),

    /** Identity documents: private files (never under /uploads), paths relative to the private store. */
    nationalIdPath: text('national_id_path'),
    nationalIdUploadedAt: timestamp('national_id_uploaded_at', { withTimezone: true }),
    institutionIdPath: text('institution_id_path'),
    institutionIdUploadedAt: timestamp('institution_id_uploaded_at', { withTimezone: true }),
    documentsVerified: boolean('documents_verified').notNull().default(false),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tutor_profiles_district_idx').on(sql`lower(${table.district})`),
    index('tutor_profiles_gender_idx').on(table.gender),
    index('tutor_profiles_areas_idx').using('gin', table.areas),
    index('tutor_profiles_mediums_idx').using('gin', table.mediums),
    index('tutor_profiles_classes_idx').using('gin', table.classes),
    index('tutor_profiles_subjects_idx').using('gin', table.subjects),
    check('tutor_profiles_completion_percent', sql`${table.profileCompletion} between 0 and 100`),
  ],
);

export type TutorProfileRow = typeof tutorProfiles.$inferSelect;
export type NewTutorProfileRow = typeof tutorProfiles.$inferInsert;

export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);

/** A guardian/student's profile (the simple form of Update profile, and what the admin list shows). */
export const studentProfiles = pgTable('student_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  email: text('email'),
  phone: text('phone'),
  /** male or female (the student forms' values). */
  gender: text('gender'),
  currentCity: text('current_city'),
  currentArea: text('current_area'),
  classLevel: text('class_level'),
  medium: text('medium'),
  institution: text('institution'),
  address: text('address'),
  status: accountStatusEnum('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StudentProfileRow = typeof studentProfiles.$inferSelect;
export type NewStudentProfileRow = typeof studentProfiles.$inferInsert;

/**
 * Find tutors' narrow search table: one row per tutor account with only what the screen filters and sorts on
 * (about 150 bytes a row, against ~2 KB for a profile with its jsonb). Kept by triggers from `users` and
 * `tutor_profiles` (drizzle/0006_search_scale.sql: `tutor_search_refresh`), never written by the services.
 * `district` is stored lower-case and `gender` is the profile's, else the account's, as Find tutors matches them.
 * The rank index is Find tutors' order (verified, completion, newest), so a page walks it and stops early.
 */
export const tutorSearch = pgTable(
  'tutor_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isVerified: boolean('is_verified').notNull(),
    isPremium: boolean('is_premium').notNull(),
    isFeatured: boolean('is_featured').notNull(),
    profileCompletion: integer('profile_completion').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    district: text('district'),
    gender: genderEnum('gender'),
    areas: text('areas').array().notNull(),
    mediums: text('mediums').array().notNull(),
    classes: text('classes').array().notNull(),
  },
  (table) => [
    index('tutor_search_rank_idx').on(
      table.isVerified.desc().nullsFirst(),
      table.profileCompletion.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.userId.desc().nullsFirst(),
    ),
    index('tutor_search_district_rank_idx').on(
      table.district,
      table.isVerified.desc().nullsFirst(),
      table.profileCompletion.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.userId.desc().nullsFirst(),
    ),
    index('tutor_search_areas_idx').using('gin', table.areas),
    index('tutor_search_mediums_idx').using('gin', table.mediums),
    index('tutor_search_classes_idx').using('gin', table.classes),
  ],
);

export type TutorSearchRow = typeof tutorSearch.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { REQUEST_STAGES, REQUEST_STATUSES } from '../../../src/shared/config/catalogue';
import { tuitions } from './tuitions';
import { users } from './users';

export const requestStatusEnum = pgEnum('request_status', REQUEST_STATUSES);
export const requestStageEnum = pgEnum('request_stage', REQUEST_STAGES);

/** A guardian/student's tutor request from the dashboard wizard; approving it creates its tuition (jobId). */
export const studentTutorRequests = pgTable(
  'student_tutor_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentUserId: uuid('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id'),
    studentName: text('student_name').notNull(),
    noOfStudents: integer('no_of_students').notNull().default(1),
    /** male or female. */
    studentGender: text('student_gender').notNull(),
    institution: text('institution'),
    district: text('district').notNull(),
    /** The chosen area (the wizard sends it as `location`). */
    area: text('area').notNull(),
    locationDetails: text('location_details'),
    /** The category (label or slug, as sent). */
    medium: text('medium').notNull(),
    classLevel: text('class_level').notNull(),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    /** home, online or group. */
    tutoringType: text('tutoring_type').notNull().default('home'),
    /** any, male or female. */
    preferredTutor: text('preferred_tutor').notNull().default('any'),
    days: integer('days').notNull().default(3),
    tutoringTime: text('tutoring_time').notNull(),
    salary: text('salary').notNull(),
    notes: text('notes'),
    status: requestStatusEnum('status').notNull().default('pending'),
    /** Where the request is in its life (the spec's `status` stays as it is); each change is in request_stage_changes. */
    stage: requestStageEnum('stage').notNull().default('submitted'),
    /** Why it was closed (withdrawn by the guardian, rejected by staff, filled elsewhere, ...). */
    closedReason: text('closed_reason'),
    /** The trial class with the picked tutor. */
    trialAt: timestamp('trial_at', { withTimezone: true }),
    /** The guardian asked staff for more candidates (the shortlist is refilled). */
    moreRequestedAt: timestamp('more_requested_at', { withTimezone: true }),
    /** The tuition created on approval. */
    jobId: uuid('job_id').references((): AnyPgColumn => tuitions.id, { onDelete: 'set null' }),
    /** When the client says it was posted. */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('student_tutor_requests_student_created_at_idx').on(table.studentUserId, table.createdAt.desc().nullsFirst()),
    index('student_tutor_requests_status_created_at_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    check('student_tutor_requests_days_range', sql`${table.days} between 1 and 7`),
    check('student_tutor_requests_no_of_students_positive', sql`${table.noOfStudents} >= 1`),
  ],
);

export type StudentTutorRequestRow = typeof studentTutorRequests.$inferSelect;
export type NewStudentTutorRequestRow = typeof studentTutorRequests.$inferInsert;

/** Each stage a guardian's request reached, with its date: the timeline of "My requests". Append-only. */
export const requestStageChanges = pgTable(
  'request_stage_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => studentTutorRequests.id, { onDelete: 'cascade' }),
    stage: requestStageEnum('stage').notNull(),
    /** Who moved it (null: the system). */
    actorUserId: uuid('actor_user_id'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_stage_changes_request_at_idx').on(table.requestId, table.at)],
);

export type RequestStageChangeRow = typeof requestStageChanges.$inferSelect;

/** A visitor's Hire a Tutor request (the admin's simple list: Pending / Completed). */
export const publicTutorRequests = pgTable(
  'public_tutor_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member who sent it while logged in (it appears in their "My requests"); null for a guest. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    studentName: text('student_name').notNull(),
    phone: text('phone').notNull(),
    /** The category label. */
    medium: text('medium').notNull(),
    classLevel: text('class_level').notNull(),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    district: text('district').notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('public_tutor_requests_completed_created_at_idx').on(table.isCompleted, table.createdAt.desc().nullsFirst()),
    index('public_tutor_requests_user_id_idx').on(table.userId),
  ],
);

export type PublicTutorRequestRow = typeof publicTutorRequests.$inferSelect;
export type NewPublicTutorRequestRow = typeof publicTutorRequests.$inferInsert;

/** A message left on a tutor's public details page; the operations team calls the sender back. */
export const tutorContactMessages = pgTable(
  'tutor_contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorUserId: uuid('tutor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tutor_contact_messages_tutor_created_at_idx').on(table.tutorUserId, table.createdAt.desc().nullsFirst()),
    index('tutor_contact_messages_created_at_idx').on(table.createdAt.desc().nullsFirst()),
  ],
);

export type TutorContactMessageRow = typeof tutorContactMessages.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  FEE_KINDS,
  LEDGER_STATUSES,
  FEE_COLLECT_FROM,
  PAYMENT_STATUSES,
  TUITION_PREFERRED_TUTORS,
  TUITION_STATUSES,
} from '../../../src/shared/config/catalogue';
import { studentTutorRequests } from './requests';
import { users } from './users';

export const tuitionStatusEnum = pgEnum('tuition_status', TUITION_STATUSES);
export const preferredTutorEnum = pgEnum('preferred_tutor', TUITION_PREFERRED_TUTORS);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const feeKindEnum = pgEnum('fee_kind', FEE_KINDS);
export const ledgerStatusEnum = pgEnum('ledger_status', LEDGER_STATUSES);
export const feeCollectFromEnum = pgEnum('fee_collect_from', FEE_COLLECT_FROM);

/** The short job number people read out and search for: shown as SK-10234 (src/shared/lib/job-number). */
export const tuitionJobNumberSequence = pgSequence('tuition_job_number_seq', { startWith: 10001 });

/** A tuition job. Its uuid is the jobId of every call. Only `active` jobs are on the public board. */
export const tuitions = pgTable(
  'tuitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as SK-{jobNumber}; unique, from tuition_job_number_seq. */
    jobNumber: integer('job_number')
      .notNull()
      .unique()
      .default(sql`nextval('tuition_job_number_seq')`),
    /** Null: the title is "Tutor Needed For {Category}". */
    title: text('title'),
    /** The guardian/student account the job is for (set null if that account is deleted). */
    studentUserId: uuid('student_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The student's display number, as the admin typed or the request carried it. */
    studentId: integer('student_id'),
    studentName: text('student_name'),
    /** Catalogue spelling (Chattogram, Cox's Bazar). */
    district: text('district').notNull(),
    area: text('area').notNull().default(''),
    location: text('location').notNull().default(''),
    locationDetails: text('location_details'),
    institution: text('institution'),
    /** The category label (Bangla Medium, ...). */
    category: text('category').notNull(),
    classLevel: text('class_level').notNull(),
    studentGender: text('student_gender'),
    preferredTutor: preferredTutorEnum('preferred_tutor').notNull().default('Any'),
    tutoringType: text('tutoring_type').notNull().default('Home Tutoring'),
    tutoringTime: text('tutoring_time'),
    days: integer('days').notNull().default(3),
    noOfStudents: integer('no_of_students').notNull().default(1),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    /** Monthly Taka as text: "5000" or a range "5000-6000"; null is negotiable. */
    salary: text('salary'),
    notes: text('notes').array().notNull().default(sql`'{}'::text[]`),
    status: tuitionStatusEnum('status').notNull().default('active'),
    /** Why the job was closed (shown to the guardian and to its applicants). */
    closedReason: text('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The student request this job was approved from, if any. */
    sourceRequestId: uuid('source_request_id')
      .unique()
      .references((): AnyPgColumn => studentTutorRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The board: status = 'active', newest first, with or without a filter on district or preference.
    index('tuitions_status_posted_at_idx').on(table.status, table.postedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('tuitions_status_district_posted_at_idx').on(table.status, sql`lower(${table.district})`, table.postedAt.desc().nullsFirst()),
    index('tuitions_status_preferred_tutor_posted_at_idx').on(table.status, table.preferredTutor, table.postedAt.desc().nullsFirst()),
    index('tuitions_student_user_id_idx').on(table.studentUserId),
    // The board's and the admin's job-id search (`id::text like '%…%'`): trigrams (pg_trgm, drizzle/0006_search_scale.sql).
    index('tuitions_id_trgm_idx').using('gin', sql`(${table.id}::text) gin_trgm_ops`).with({ fastupdate: 'off' }),
    check('tuitions_days_range', sql`${table.days} between 1 and 7`),
    check('tuitions_no_of_students_positive', sql`${table.noOfStudents} >= 1`),
  ],
);

export type TuitionRow = typeof tuitions.$inferSelect;
export type NewTuitionRow = typeof tuitions.$inferInsert;

/** One tutor's application to one job (the wire's per-job `applicants[]` is built from these rows). */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => tuitions.id, { onDelete: 'cascade' }),
    tutorUserId: uuid('tutor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('pending'),
    /** Put on the guardian's shortlist by staff (at most 5 per job). */
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true }),
    /** The guardian picked this tutor from the shortlist (a trial class follows; staff confirm with select). */
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    /** When the tutor was selected (status accepted) or not selected (rejected). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The tutor withdrew the application (only while not selected); kept for the history. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applications_job_tutor_idx').on(table.jobId, table.tutorUserId),
    index('applications_tutor_applied_at_idx').on(table.tutorUserId, table.appliedAt.desc().nullsFirst()),
    index('applications_job_shortlisted_idx').on(table.jobId).where(sql`${table.shortlistedAt} is not null`),
    // At most one selected tutor per job, whatever two admins click at the same moment.
    uniqueIndex('applications_one_accepted_per_job_idx')
      .on(table.jobId)
      .where(sql`${table.status} = 'accepted'`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;

/**
 * A tutor's fee: the media fee of a tuition (or the one-off verification fee). A financial record: it keeps the job's
 * id (no foreign key) when the job post is deleted, and survives the tutor's account (tutor_user_id set null).
 * What is owed is the sum of its ledger entries (server/db/schema/ledger.ts); `amount`, `status`, `balance` and
 * `ledger_status` are that derivation, written in the same transaction as each entry (never by hand), so that the
 * lists filter and page on indexed columns.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: feeKindEnum('kind').notNull().default('media'),
    tutorUserId: uuid('tutor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The job; null for a verification fee. */
    tuitionId: uuid('tuition_id'),
    /** Whole Taka: the charge as it stands (charges and adjustments). */
    amount: integer('amount').notNull(),
    /** The agreed monthly salary the media fee was computed from (whole Taka). */
    agreedSalary: integer('agreed_salary'),
    tuitionPostedDate: timestamp('tuition_posted_date', { withTimezone: true }),
    tuitionStartDate: timestamp('tuition_start_date', { withTimezone: true }),
    paymentDueDate: timestamp('payment_due_date', { withTimezone: true }),
    /** The spec's status: Due, Paid, Fraud or Cancel. */
    status: paymentStatusEnum('status').notNull().default('Due'),
    /** Whole Taka still owed (negative: owed back to the tutor). */
    balance: integer('balance').notNull().default(0),
    ledgerStatus: ledgerStatusEnum('ledger_status').notNull().default('Due'),
    /** Who the fee is collected from: the tutor, or (marked by finance when the tutor does not pay) the guardian. */
    collectFrom: feeCollectFromEnum('collect_from').notNull().default('tutor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_kind_status_created_at_idx').on(table.kind, table.status, table.createdAt.desc().nullsFirst()),
    index('payments_tutor_user_id_idx').on(table.tutorUserId),
    index('payments_tuition_id_idx').on(table.tuitionId),
    index('payments_due_date_idx').on(table.paymentDueDate),
    // One verification fee per tutor.
    uniqueIndex('payments_one_verification_fee_idx')
      .on(table.tutorUserId)
      .where(sql`${table.kind} = 'verification'`),
    check('payments_amount_not_negative', sql`${table.amount} >= 0`),
    check('payments_media_fee_has_tuition', sql`${table.kind} <> 'media' or ${table.tuitionId} is not null`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

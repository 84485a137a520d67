import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MEMBER_NOTIFICATION_KINDS, NOTIFICATION_TYPES, QUEUE_JOB_STATES } from '../../../src/shared/config/catalogue';
import { users } from './users';

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

/** What happened, for filters and icons: one value per event that notifies the operations team. */
export const NOTIFICATION_KINDS = [
  'registration',
  'public_tutor_request',
  'student_tutor_request',
  'application',
  'documents_uploaded',
  'tutor_contact',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

/** Admin notifications: one shared inbox for the operations team (read by any admin is read for all). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: notificationKindEnum('kind').notNull(),
    type: notificationTypeEnum('type').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** A client path where the admin acts on it, e.g. /admin/applications. */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_created_at_idx').on(table.createdAt.desc().nullsFirst()),
    index('notifications_read_created_at_idx').on(table.read, table.createdAt.desc().nullsFirst()),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export const memberNotificationKindEnum = pgEnum('member_notification_kind', MEMBER_NOTIFICATION_KINDS);

/**
 * A member's inbox (the bell): one row per event that concerns them, written in the same transaction as the change
 * that causes it. Its e-mail, unless the member switched that kind off, is a queue job keyed by this row's id.
 */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: memberNotificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** A client path where the member sees it, e.g. /dashboard/applications. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_notifications_user_created_at_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('member_notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

export type MemberNotificationRow = typeof memberNotifications.$inferSelect;
export type NewMemberNotificationRow = typeof memberNotifications.$inferInsert;

export const queueJobStateEnum = pgEnum('queue_job_state', QUEUE_JOB_STATES);

/**
 * The durable job queue (mails and reminders): a row is written in the same transaction as the change that causes it
 * and taken by a worker with `FOR UPDATE SKIP LOCKED`, so a crash between commit and send loses nothing and two
 * workers never take one job. Delivery is at least once; the job id is the mail's stable Message-ID.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The queue's name, e.g. 'mail' or 'fee-reminders'. */
    queue: text('queue').notNull(),
    /** The job's data; a mail is rendered when it is queued, so a retry sends the very same mail. */
    payload: jsonb('payload').notNull(),
    state: queueJobStateEnum('state').notNull().default('pending'),
    /** At most one job with this key in a queue (e.g. one "fee due" reminder per fee). */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before this time (retries back off). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A taken job whose worker died is taken again after this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('queue_jobs_ready_idx').on(table.queue, table.runAt).where(sql`${table.state} in ('pending', 'active')`),
    uniqueIndex('queue_jobs_singleton_idx').on(table.queue, table.singletonKey).where(sql`${table.singletonKey} is not null`),
  ],
);

export type QueueJobRow = typeof queueJobs.$inferSelect;
export type NewQueueJobRow = typeof queueJobs.$inferInsert;

/**
 * Every SMS the product sent or tried to send (codes and notifications): the gateway's answer or the outbox file,
 * and the per-number and per-member hourly limits read from here. The text of a code SMS is stored without the code.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Normalised Bangladeshi mobile number (01XXXXXXXXX). */
    toPhone: text('to_phone').notNull(),
    /** otp_registration, otp_reset, or a member notification kind. */
    purpose: text('purpose').notNull(),
    text: text('text').notNull(),
    /** sent (gateway accepted), outbox (written to DATA_DIR/sms-outbox), failed, limited (refused by a limit). */
    status: text('status').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_messages_to_phone_created_at_idx').on(table.toPhone, table.createdAt),
    index('sms_messages_user_created_at_idx').on(table.userId, table.createdAt),
  ],
);

export type SmsMessageRow = typeof smsMessages.$inferSelect;

import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../src/shared/config/catalogue';

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

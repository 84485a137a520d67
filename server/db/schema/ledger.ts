import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_KINDS, MEMBER_REPORT_STATES, PAYMENT_METHODS } from '../../../src/shared/config/catalogue';
import { payments, tuitions } from './tuitions';
import { users } from './users';

export const ledgerEntryKindEnum = pgEnum('ledger_entry_kind', LEDGER_ENTRY_KINDS);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);

/**
 * The fee ledger: append-only (a trigger refuses UPDATE and DELETE, see drizzle/0003). Each entry's `amount` is
 * its signed effect on what the tutor owes, so a fee's balance is the sum of its entries. The derivation of
 * balance and status is src/shared/lib/fees (pure, property-tested). The actor is an id without a foreign key:
 * deleting an account never needs an entry changed.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were recorded in (several share a transaction's timestamp). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: ledgerEntryKindEnum('kind').notNull(),
    /** Whole Taka, signed: + the tutor owes more (charge, refund paid out, reopen), - owes less (payment, waiver, void). */
    amount: integer('amount').notNull(),
    method: paymentMethodEnum('method'),
    /** The transaction reference (bKash/Nagad/Rocket TrxID, bank reference, cash receipt number). */
    reference: text('reference'),
    /** The staff member who recorded it (null: the system, e.g. a migration). */
    actorUserId: uuid('actor_user_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_payment_seq_idx').on(table.paymentId, table.seq),
    index('ledger_entries_created_at_idx').on(table.createdAt),
    // The same transaction reference records one payment (and one refund), whatever is clicked twice.
    uniqueIndex('ledger_entries_payment_reference_idx')
      .on(table.kind, table.method, table.reference)
      .where(sql`${table.kind} in ('payment', 'refund') and ${table.reference} is not null`),
    check(
      'ledger_entries_amount_sign',
      sql`case ${table.kind}
        when 'charge' then ${table.amount} > 0
        when 'payment' then ${table.amount} < 0
        when 'waiver' then ${table.amount} < 0
        when 'refund' then ${table.amount} > 0
        when 'void' then ${table.amount} <= 0
        when 'reopen' then ${table.amount} >= 0
        when 'flag' then ${table.amount} = 0
        else ${table.amount} <> 0 end`,
    ),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;

/**
 * Who did what: every staff action, appended in the same transaction as the action, never changed (a trigger
 * refuses UPDATE and DELETE). Personal values are never written here, only ids, so deleting an account never
 * needs the log changed.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id'),
    /** e.g. payment.paid, application.select, tutor.verify, staff.create. */
    action: text('action').notNull(),
    /** e.g. payment, tuition, tutor, staff, testimonial. */
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    /** { field: { before, after } } with ids and amounts only. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_log_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    index('activity_log_actor_created_at_idx').on(table.actorUserId, table.createdAt.desc().nullsFirst()),
    index('activity_log_record_idx').on(table.recordType, table.recordId, table.createdAt.desc().nullsFirst()),
  ],
);

export type ActivityLogRow = typeof activityLog.$inferSelect;
export type NewActivityLogRow = typeof activityLog.$inferInsert;

export const memberReportStateEnum = pgEnum('member_report_state', MEMBER_REPORT_STATES);

/**
 * A payment the tutor says they made (from My Tuitions): finance confirms it (a payment entry on the ledger, with a
 * receipt) or rejects it with a reason. The report itself is never changed except by that one decision.
 */
export const paymentReports = pgTable(
  'payment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whole Taka, > 0. */
    amount: integer('amount').notNull(),
    method: paymentMethodEnum('method').notNull(),
    reference: text('reference').notNull(),
    state: memberReportStateEnum('state').notNull().default('pending'),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** The ledger entry a confirmation recorded. */
    ledgerEntryId: uuid('ledger_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_reports_state_created_at_idx').on(table.state, table.createdAt),
    index('payment_reports_payment_idx').on(table.paymentId),
    // One open report per transaction reference.
    uniqueIndex('payment_reports_pending_reference_idx')
      .on(table.method, table.reference)
      .where(sql`${table.state} = 'pending'`),
    check('payment_reports_amount_positive', sql`${table.amount} > 0`),
  ],
);

export type PaymentReportRow = typeof paymentReports.$inferSelect;

/**
 * The tutor or the guardian says a tuition ended (with the date); staff confirm and the ledger applies the spec's
 * rule (before the start: void; within the first month: 40%, and 20% back when 60% was paid; after: the full fee).
 */
export const tuitionEndReports = pgTable(
  'tuition_end_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tuitionId: uuid('tuition_id')
      .notNull()
      .references(() => tuitions.id),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    endedOn: date('ended_on', { mode: 'string' }).notNull(),
    note: text('note'),
    state: memberReportStateEnum('state').notNull().default('pending'),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tuition_end_reports_state_created_at_idx').on(table.state, table.createdAt),
    // One open report per tuition.
    uniqueIndex('tuition_end_reports_pending_idx')
      .on(table.tuitionId)
      .where(sql`${table.state} = 'pending'`),
  ],
);

export type TuitionEndReportRow = typeof tuitionEndReports.$inferSelect;

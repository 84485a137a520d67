import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_KINDS, PAYMENT_METHODS } from '../../../src/shared/config/catalogue';
import { payments } from './tuitions';

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

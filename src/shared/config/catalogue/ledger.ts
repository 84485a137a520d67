/**
 * The fee ledger and staff roles (issue 13): enumerations shared by the database, the server and the client.
 * The values stay English in data and API; their words on screen (both languages) are in the `adminRecords`
 * catalogue: `ledgerStatus.<status>`, `paymentMethod.<method>`, `feeKind.<kind>`, `staffRole.<role>` (issue 16), read
 * with `t('ledgerStatus.Overdue', { ns: 'adminRecords' })`.
 */

/** What one ledger entry does to a fee's balance (positive: the tutor owes more; negative: owes less). */
export const LEDGER_ENTRY_KINDS = ['charge', 'payment', 'adjustment', 'refund', 'waiver', 'void', 'flag', 'reopen'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** How money moved: the mobile wallets of Bangladesh, a bank transfer, or cash. */
export const PAYMENT_METHODS = ['bKash', 'Nagad', 'Rocket', 'bank', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a fee is for: the media fee of a tuition, or the tutor's one-off verification fee. */
export const FEE_KINDS = ['media', 'verification'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * A fee's status as the ledger derives it. The spec's four (Due, Paid, Fraud, Cancel) stay on every record;
 * this one says more: partly paid, overdue, a refund owed or made, waived.
 */
export const LEDGER_STATUSES = [
  'Due',
  'Partially paid',
  'Overdue',
  'Paid',
  'Refund due',
  'Refunded',
  'Waived',
  'Cancelled',
  'Fraud',
] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** Staff roles: the owner does everything; the others one part of the work (DESIGN.md "Staff and accountability"). */
export const STAFF_ROLES = ['owner', 'matcher', 'verifier', 'finance', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The largest amount one ledger entry may carry (whole Taka): far above any tuition's fee, far below int overflow. */
export const MAX_LEDGER_AMOUNT = 10_000_000;

/** How many days before its due date the "fee due soon" reminder goes to the tutor (screens and the reminder scan). */
export const FEE_DUE_SOON_DAYS = 3;

/** A member's report (a payment the tutor made, a tuition that ended) waiting for staff: pending until decided. */
export const MEMBER_REPORT_STATES = ['pending', 'confirmed', 'rejected'] as const;
export type MemberReportState = (typeof MEMBER_REPORT_STATES)[number];

/** Who the media fee is collected from: the tutor (the spec's rule), or the guardian when the tutor does not pay. */
export const FEE_COLLECT_FROM = ['tutor', 'guardian'] as const;
export type FeeCollectFrom = (typeof FEE_COLLECT_FROM)[number];

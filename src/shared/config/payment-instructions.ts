// How a tutor pays the media fee: one place for My Tuitions (and any mail that says how to pay).
// PLACEHOLDERS: every number and account below is the operations team's to give; until they do, these are
// made-up values for the demo and must be replaced before going live (docs/decisions.md, "Tutor: my work").

export interface PaymentChannel {
  /** bKash, Nagad, Rocket or Bank transfer. */
  name: string;
  /** Where the money goes: a merchant wallet number or the bank account. */
  account: string;
  /** What the tutor does, in one line. */
  how: string;
}

/** True while the channels below are the demo's placeholders (shown as a note to staff-facing reviewers). */
export const PAYMENT_ACCOUNTS_ARE_PLACEHOLDERS = true;

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  { name: 'bKash', account: '01700-000001 (Merchant)', how: 'bKash app → Payment → merchant number → amount → reference' },
  { name: 'Nagad', account: '01700-000002 (Merchant)', how: 'Nagad app → Merchant Pay → merchant number → amount → reference' },
  { name: 'Rocket', account: '01700-0000033 (Biller)', how: 'Rocket → Bill Pay → biller number → amount → reference' },
  {
    name: 'Bank transfer',
    account: 'Shikhon Ltd., A/C 0000-000000-001, Example Bank, Dhanmondi Branch (routing 000000000)',
    how: 'Transfer from any bank or by deposit slip; write the reference in the remarks',
  },
];

/** The reference a payment must carry so finance can match it: the job number. */
export function paymentReferenceFor(jobNumber: string): string {
  return jobNumber;
}

/** What to do after paying, shown under the channels. */
export const AFTER_PAYMENT_NOTE =
  'Use the job number as the payment reference. After paying, keep the transaction ID: the Shikhon team records the payment and your fee shows Paid.';

// @vitest-environment node
// 100 payments and status changes racing on one fee (PGlite, and PostgreSQL with TEST_DB=postgres): whatever order
// they land in, the fee's ledger sums to its balance, its cached status is what the entries derive, no reference is
// recorded twice and nothing answers 5xx.
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deriveLedger } from '@/shared/lib/fees';
import { ledgerEntries, payments } from '@server/db/schema';
import { setupTestServer } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

const N = 100;
const server = setupTestServer();
let admin: Member;
beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
});

async function selectedFee(salary: string) {
  const job = await insertJob(server.db, { salary });
  const tutor = await signIn(server.app, server.db, 'tutor');
  await insertApplication(server.db, job.id, tutor.id);
  const selected = await server.app.inject({
    method: 'PUT',
    url: `/api/tuitionApply/select/${job.id}`,
    headers: admin.headers,
    payload: { tutorId: tutor.id },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  const [fee] = await server.db.select().from(payments).where(eq(payments.tuitionId, job.id));
  return fee!;
}

async function expectConsistent(feeId: string) {
  const [fee] = await server.db.select().from(payments).where(eq(payments.id, feeId));
  const entries = await server.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, feeId))
    .orderBy(asc(ledgerEntries.seq));
  const state = deriveLedger(entries);
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(fee!.balance);
  expect(state.balance).toBe(fee!.balance);
  expect(state.status).toBe(fee!.status);
  expect(state.ledgerStatus).toBe(fee!.ledgerStatus);
  if (fee!.balance < 0) expect(fee!.ledgerStatus).toBe('Refund due');
  expect(state.refunded).toBeLessThanOrEqual(state.paid);
  const references = entries.filter((entry) => entry.kind === 'payment').map((entry) => entry.reference);
  expect(new Set(references).size).toBe(references.length);
  return { fee: fee!, entries, state };
}

describe(`${N} racing ledger actions on one fee`, () => {
  it('partial payments (some with the same reference), voids, flags and reopens: the entries sum to the balance', async () => {
    const fee = await selectedFee('100000');
    const bodies = Array.from({ length: N }, (_, index) => {
      switch (index % 5) {
        case 0:
        case 1:
          // Two clicks of the same payment share a reference: one of them is recorded.
          return { status: 'Paid', method: 'bKash', reference: `RACE-${Math.floor(index / 2)}`, amount: 100 + index };
        case 2:
          return { status: 'Cancel', reason: `Race ${index}` };
        case 3:
          return { status: 'Due', reason: `Race ${index}` };
        default:
          return { status: 'Fraud', reason: `Race ${index}` };
      }
    });
    const answers = await Promise.all(
      bodies.map((payload) =>
        server.app.inject({ method: 'PUT', url: `/api/payments/${fee.id}/status`, headers: admin.headers, payload }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    for (const answer of answers.filter((item) => item.statusCode !== 200)) {
      expect([409], answer.body).toContain(answer.statusCode);
    }
    const { entries } = await expectConsistent(fee.id);
    expect(entries.filter((entry) => entry.kind === 'payment').length).toBeGreaterThan(0);
  });

  it(`${N} payments of 1 Tk each race on a fee of 60 Tk: exactly 60 recorded, the rest refused, balance 0`, async () => {
    const fee = await selectedFee('100');
    const answers = await Promise.all(
      Array.from({ length: N }, (_, index) =>
        server.app.inject({
          method: 'PUT',
          url: `/api/payments/${fee.id}/status`,
          headers: admin.headers,
          payload: { status: 'Paid', method: 'Nagad', reference: `ONE-${index}`, amount: 1 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(60);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(40);
    const { fee: after, entries } = await expectConsistent(fee.id);
    expect(after).toMatchObject({ balance: 0, status: 'Paid' });
    expect(entries.filter((entry) => entry.kind === 'payment')).toHaveLength(60);
  });
});

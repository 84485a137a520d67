// @vitest-environment node
// Property (fast-check, on PGlite): whatever payment reports a tutor sends and in whatever order finance confirms or
// rejects them, the fee's ledger entries sum to its balance, the balance never goes below 0, each reference is
// recorded at most once, and what was paid is exactly the confirmed reports that fitted.
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@/shared/config/catalogue';
import { ledgerEntries, payments, users } from '@server/db/schema';
import { SYSTEM_ACTOR } from '@server/services/activity-log';
import { createFee } from '@server/services/fee-ledger';
import { confirmPaymentReport, rejectPaymentReport, reportPayment } from '@server/services/member-reports';
import { setupTestServer } from './harness';
import { signIn } from './member-fixtures';

const server = setupTestServer();
const JOB_ID = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('payment reports in any order', () => {
  it('keep the ledger summing to the balance, never below 0, one payment per reference', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const [tutorRow] = await server.db.select().from(users).where(eq(users.id, tutor.id));
    const deps = { db: server.db, clock: server.clock };
    const actor = { userId: null, ip: null };
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 6000 }),
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 3000 }),
            method: fc.constantFrom(...PAYMENT_METHODS),
            ref: fc.integer({ min: 0, max: 3 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.array(fc.record({ pick: fc.nat(), confirm: fc.boolean() }), { minLength: 1, maxLength: 6 }),
        async (charge, reports, decisions) => {
          run += 1;
          const fee = await server.db.transaction((tx) =>
            createFee(tx, { tutorUserId: tutor.id, tuitionId: JOB_ID, amount: charge, agreedSalary: charge }, SYSTEM_ACTOR, server.clock.now()),
          );
          const ids: string[] = [];
          for (const { amount, method, ref } of reports) {
            // References repeat on purpose (ref 0..3): a second report of the same one waits or is refused.
            try {
              const answer = await reportPayment(deps, tutorRow!, fee.id, { method, reference: `R${run}-${ref}`, amount });
              ids.push(answer.data._id);
            } catch (error) {
              expect([400, 409]).toContain((error as { statusCode?: number }).statusCode);
            }
          }
          const confirmed = new Set<string>();
          for (const { pick, confirm } of decisions) {
            if (ids.length === 0) break;
            const id = ids[pick % ids.length]!;
            try {
              if (confirm) {
                await confirmPaymentReport(deps, id, actor);
                confirmed.add(id);
              } else await rejectPaymentReport(deps, id, 'Not in the statement', actor);
            } catch (error) {
              // Decided already (409), or more than the balance now (400): nothing changed.
              expect([400, 409]).toContain((error as { statusCode?: number }).statusCode);
            }
            const [row] = await server.db.select().from(payments).where(eq(payments.id, fee.id));
            const entries = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, fee.id)).orderBy(asc(ledgerEntries.seq));
            expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(row!.balance);
            expect(row!.balance).toBeGreaterThanOrEqual(0);
            const paid = entries.filter((entry) => entry.kind === 'payment');
            expect(new Set(paid.map((entry) => `${entry.method}|${entry.reference}`)).size).toBe(paid.length);
            expect(paid.length).toBeLessThanOrEqual(confirmed.size);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

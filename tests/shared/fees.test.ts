// The media fee and the fee ledger's rules, as properties over any order of actions (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@/shared/config/catalogue';
import {
  agreedSalaryOf,
  deriveLedger,
  earlyEndFeeOf,
  mediaFeeOf,
  planLedgerAction,
  type LedgerAction,
  type LedgerEntryLike,
} from '@/shared/lib/fees';

describe('the agreed salary and the media fee', () => {
  it('takes a single salary or the lower bound of a range; nothing for a salary that is not a number', () => {
    expect(agreedSalaryOf('5000')).toBe(5000);
    expect(agreedSalaryOf('5,000 - 6,000 TK')).toBe(5000);
    expect(agreedSalaryOf('Negotiable')).toBeUndefined();
    expect(agreedSalaryOf(null)).toBeUndefined();
    expect(agreedSalaryOf('Negotiable', 8000)).toBe(8000);
    expect(agreedSalaryOf('5000', 7000)).toBe(7000);
    expect(agreedSalaryOf('5000', 0)).toBeUndefined();
    expect(agreedSalaryOf('5000', 12.5)).toBeUndefined();
  });

  it('is 60% of the agreed salary (40% for an early end), whole Taka and never 0', () => {
    expect(mediaFeeOf(8000)).toBe(4800);
    expect(earlyEndFeeOf(8000)).toBe(3200);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (salary) => {
        const fee = mediaFeeOf(salary);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThan(0);
        expect(earlyEndFeeOf(salary)).toBeLessThanOrEqual(fee);
      }),
    );
  });
});

describe('the ledger', () => {
  it('carries the spec rule: 60% paid, ended within the first month, 20% is a refund due', () => {
    const entries: LedgerEntryLike[] = [];
    const apply = (action: LedgerAction) => {
      const plan = planLedgerAction(deriveLedger(entries), action);
      if (!plan.ok) throw new Error(plan.message);
      entries.push(...plan.entries);
    };
    apply({ type: 'charge', amount: mediaFeeOf(10_000) });
    apply({ type: 'pay', method: 'bKash', reference: 'TRX1', amount: 2000 });
    expect(deriveLedger(entries)).toMatchObject({ balance: 4000, status: 'Due', ledgerStatus: 'Partially paid' });
    apply({ type: 'pay', method: 'bKash', reference: 'TRX2' });
    expect(deriveLedger(entries)).toMatchObject({ balance: 0, status: 'Paid', ledgerStatus: 'Paid' });
    apply({ type: 'earlyEnd', fee: earlyEndFeeOf(10_000) });
    expect(deriveLedger(entries)).toMatchObject({ balance: -2000, status: 'Paid', ledgerStatus: 'Refund due' });
    apply({ type: 'refund', method: 'Nagad', reference: 'R1' });
    expect(deriveLedger(entries)).toMatchObject({ balance: 0, status: 'Paid', ledgerStatus: 'Refunded' });
  });

  it('is Overdue only with a balance after the due date', () => {
    const entries: LedgerEntryLike[] = [{ kind: 'charge', amount: 100 }];
    const dueDate = new Date('2026-05-01T00:00:00Z');
    expect(deriveLedger(entries, { dueDate, now: new Date('2026-05-02T00:00:00Z') }).ledgerStatus).toBe('Overdue');
    expect(deriveLedger(entries, { dueDate, now: new Date('2026-04-30T00:00:00Z') }).ledgerStatus).toBe('Due');
    entries.push({ kind: 'payment', amount: -100 });
    expect(deriveLedger(entries, { dueDate, now: new Date('2026-05-02T00:00:00Z') }).ledgerStatus).toBe('Paid');
  });

  const method = fc.constantFrom(...PAYMENT_METHODS);
  const maybeAmount = fc.option(fc.integer({ min: -5, max: 6000 }), { nil: undefined });
  const action: fc.Arbitrary<LedgerAction> = fc.oneof(
    fc.record({ type: fc.constant('pay' as const), method, reference: fc.string(), amount: maybeAmount }),
    fc.record({ type: fc.constant('refund' as const), method, reference: fc.string(), amount: maybeAmount }),
    fc.record({ type: fc.constant('adjust' as const), amount: fc.integer({ min: -6000, max: 6000 }), note: fc.constant('x') }),
    fc.record({ type: fc.constant('waive' as const), note: fc.constant('x'), amount: maybeAmount }),
    fc.record({ type: fc.constant('void' as const) }),
    fc.record({ type: fc.constant('flag' as const), note: fc.constant('x') }),
    fc.record({ type: fc.constant('reopen' as const), note: fc.constant('x') }),
    fc.record({ type: fc.constant('earlyEnd' as const), fee: fc.integer({ min: 1, max: 6000 }) }),
  );

  it('any order of actions ends consistent: entries sum to the balance, negative only when a refund is due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(action, { maxLength: 40 }), (salary, actions) => {
        const entries: LedgerEntryLike[] = [{ kind: 'charge', amount: mediaFeeOf(salary) }];
        for (const next of actions) {
          const before = deriveLedger(entries);
          const plan = planLedgerAction(before, next);
          if (!plan.ok) {
            expect(plan.message).toEqual(expect.any(String));
            continue;
          }
          entries.push(...plan.entries);
          const after = deriveLedger(entries);
          // Every entry has the sign its kind allows (the database's check constraint says the same).
          for (const entry of plan.entries) {
            expect(Number.isInteger(entry.amount)).toBe(true);
            if (entry.kind === 'payment' || entry.kind === 'waiver') expect(entry.amount).toBeLessThan(0);
            if (entry.kind === 'refund') expect(entry.amount).toBeGreaterThan(0);
            if (entry.kind === 'void') expect(entry.amount).toBeLessThanOrEqual(0);
            if (entry.kind === 'reopen') expect(entry.amount).toBeGreaterThanOrEqual(0);
            if (entry.kind === 'flag') expect(entry.amount).toBe(0);
          }
          // The action did what it says.
          if (next.type === 'void') expect(after.status).toBe('Cancel');
          if (next.type === 'flag') expect(after.status).toBe('Fraud');
          if (next.type === 'pay') {
            // A payment reopens a cancelled or flagged fee.
            expect(after.voided || after.flagged).toBe(false);
            if (plan.entries.some((entry) => entry.kind === 'payment')) expect(after.paid).toBeGreaterThan(before.paid);
            else expect(after.balance).toBeLessThanOrEqual(0);
          }
        }
        const state = deriveLedger(entries);
        expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(state.balance);
        expect(state.balance).toBe(state.charged - state.paid - state.waived + state.refunded);
        if (state.balance < 0) expect(state.ledgerStatus).toBe('Refund due');
        if (state.ledgerStatus === 'Refund due') expect(state.balance).toBeLessThan(0);
        expect(state.refunded).toBeLessThanOrEqual(state.paid);
        expect(state.charged).toBeGreaterThanOrEqual(0);
        expect(-state.balance).toBeLessThanOrEqual(state.paid - state.refunded);
        if (state.status === 'Due') expect(state.balance).toBeGreaterThan(0);
        if (state.status === 'Paid') expect(state.balance).toBeLessThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});

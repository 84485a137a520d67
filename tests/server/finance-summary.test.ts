// @vitest-environment node
// The dashboard's finance summary against a hand-built ledger: charged, collected, outstanding and refunded per Dhaka
// calendar month, from the entries (a month starts at 00:00 in Dhaka, 18:00 UTC the day before); finance and the
// owner may read it, the other roles may not.
import { beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '@server/services/activity-log';
import { applyLedgerAction, createFee } from '@server/services/fee-ledger';
import { financeSummary } from '@server/services/finance-summary';
import type { LedgerAction } from '@/shared/lib/fees';
import { createSession } from '@server/services/sessions';
import { createUser } from '@server/services/users';
import { setupTestServer, uniquePhone } from './harness';
import { insertJob, signIn } from './member-fixtures';

const server = setupTestServer();
const NOW = new Date('2026-03-15T06:00:00Z');
beforeEach(() => {
  server.clock.set(NOW);
});

const at = (iso: string) => new Date(iso);

async function fee(amount: number, chargedAt: Date, actions: [LedgerAction, Date][] = []) {
  const job = await insertJob(server.db);
  const created = await server.db.transaction((tx) =>
    createFee(tx, { kind: 'media', tuitionId: job.id, amount, createdAt: chargedAt }, SYSTEM_ACTOR, chargedAt),
  );
  for (const [action, when] of actions) {
    await server.db.transaction((tx) => applyLedgerAction(tx, created.id, action, SYSTEM_ACTOR, when));
  }
  return created;
}

async function buildLedger() {
  // Charged in January, paid half by bKash in January and the rest by Nagad in February.
  await fee(6000, at('2026-01-10T05:00:00Z'), [
    [{ type: 'pay', method: 'bKash', reference: 'BK1', amount: 2000 }, at('2026-01-20T05:00:00Z')],
    [{ type: 'pay', method: 'Nagad', reference: 'NG1', amount: 4000 }, at('2026-02-05T05:00:00Z')],
  ]);
  // 1 February 00:00 in Dhaka (31 January 18:00 UTC): a February charge, voided in March.
  await fee(3000, at('2026-01-31T18:00:00Z'), [[{ type: 'void', note: 'Deassigned before the start' }, at('2026-03-02T05:00:00Z')]]);
  // Paid in full in December; in March its charge is lowered by 2000 and the 2000 refunded.
  await fee(5000, at('2025-12-15T05:00:00Z'), [
    [{ type: 'pay', method: 'bKash', reference: 'BK2' }, at('2025-12-20T05:00:00Z')],
    [{ type: 'adjust', amount: -2000, note: 'Ended within the first month' }, at('2026-03-05T05:00:00Z')],
    [{ type: 'refund', method: 'bKash', reference: 'RF1', amount: 2000 }, at('2026-03-06T05:00:00Z')],
  ]);
  // Charged before the six months and never paid: outstanding in every month.
  await fee(1000, at('2025-08-01T05:00:00Z'));
}

describe('finance summary', () => {
  it('charged, collected, outstanding and refunded per month, oldest first, from the ledger entries', async () => {
    await buildLedger();
    const summary = await financeSummary(server.db, NOW);
    expect(summary.months).toEqual([
      { month: '2025-10', charged: 0, collected: 0, outstanding: 1000, refunded: 0 },
      { month: '2025-11', charged: 0, collected: 0, outstanding: 1000, refunded: 0 },
      { month: '2025-12', charged: 5000, collected: 5000, outstanding: 1000, refunded: 0 },
      { month: '2026-01', charged: 6000, collected: 2000, outstanding: 5000, refunded: 0 },
      { month: '2026-02', charged: 3000, collected: 4000, outstanding: 4000, refunded: 0 },
      { month: '2026-03', charged: -5000, collected: 0, outstanding: 1000, refunded: 2000 },
    ]);
  });

  it('an empty ledger: six months of zeros', async () => {
    const summary = await financeSummary(server.db, NOW);
    expect(summary.months.map((month) => month.month)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(summary.months.every((month) => month.charged === 0 && month.collected === 0 && month.outstanding === 0 && month.refunded === 0)).toBe(true);
  });

  it('GET /api/admin/finance-summary: the owner and finance read it; other staff get 403, members 403, guests 401', async () => {
    await buildLedger();
    const owner = await signIn(server.app, server.db, 'admin');
    const staff = async (role: 'finance' | 'matcher' | 'content') => {
      const user = await createUser(server.db, {
        name: `Staff ${role}`,
        email: `${role}@staff.example.com`,
        phone: uniquePhone(),
        passwordHash: 'not-used',
        userType: 'admin',
        role,
      });
      const { token } = await createSession(server.db, user.id, { rememberMe: false, now: server.clock.now() });
      return { authorization: `Bearer ${token}` };
    };
    const get = (headers?: Record<string, string>) => server.app.inject({ method: 'GET', url: '/api/admin/finance-summary', headers });
    const asOwner = await get(owner.headers);
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json().months.at(-1)).toEqual({ month: '2026-03', charged: -5000, collected: 0, outstanding: 1000, refunded: 2000 });
    expect((await get(await staff('finance'))).statusCode).toBe(200);
    expect((await get(await staff('matcher'))).statusCode).toBe(403);
    expect((await get(await staff('content'))).statusCode).toBe(403);
    const tutor = await signIn(server.app, server.db, 'tutor');
    expect((await get(tutor.headers)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});

// The dashboard's finance summary: charged, collected, outstanding and refunded per Dhaka calendar month, computed
// from the fee ledger's entries (never from the fees' cached columns), in whole Taka. Two queries whatever the
// number of months: the month's flows in one pass over the entries, the month-end balances in one more.
import { sql } from 'drizzle-orm';
import { FINANCE_SUMMARY_MONTHS, type FinanceMonth, type FinanceSummary } from '../../src/shared/api/contract';
import type { Executor } from '../db/database';
import { ledgerEntries } from '../db/schema';

/** Bangladesh Standard Time is UTC+6 all year: calendar months are Dhaka months. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The first instant (UTC) of the Dhaka calendar month `offset` months from the one holding `now`, and its label. */
export function dhakaMonthStart(now: Date, offset: number): { start: Date; label: string } {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const first = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1));
  const label = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  return { start: new Date(first.getTime() - DHAKA_OFFSET_MS), label };
}

const int = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);

/** GET /api/admin/finance-summary: the last `months` Dhaka calendar months, oldest first, this month last. */
export async function financeSummary(db: Executor, now: Date, months = FINANCE_SUMMARY_MONTHS): Promise<FinanceSummary> {
  const bounds = Array.from({ length: months + 1 }, (_, index) => dhakaMonthStart(now, index - months + 1));
  const periods = bounds.slice(0, months).map((bound, index) => ({
    label: bound.label,
    from: bound.start,
    to: bounds[index + 1]!.start,
    // This month's outstanding is today's, not the month end's (entries are never in the future, but be exact).
    end: index === months - 1 ? now : bounds[index + 1]!.start,
  }));
  const within = (from: Date, to: Date) =>
    sql`${ledgerEntries.createdAt} >= ${from.toISOString()}::timestamptz and ${ledgerEntries.createdAt} < ${to.toISOString()}::timestamptz`;

  const flowColumns = Object.fromEntries(
    periods.flatMap((period, index) => [
      [
        `charged${index}`,
        int(sql`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('charge', 'adjustment', 'void', 'reopen') and ${within(period.from, period.to)})`),
      ],
      [`collected${index}`, int(sql`-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'payment' and ${within(period.from, period.to)})`)],
      [`refunded${index}`, int(sql`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'refund' and ${within(period.from, period.to)})`)],
    ]),
  );
  const [flows] = await db.select(flowColumns).from(ledgerEntries);

  // Each fee's balance at each month's end, then the sum of the positive ones (a refund due is not owed to us).
  const balanceColumns = periods
    .map(
      (period, index) =>
        sql`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} < ${period.end.toISOString()}::timestamptz) as b${sql.raw(String(index))}`,
    );
  const outstandingColumns = periods.map(
    (_, index) => sql`coalesce(sum(greatest(b${sql.raw(String(index))}, 0)), 0)::int as o${sql.raw(String(index))}`,
  );
  const result = await db.execute(
    sql`select ${sql.join(outstandingColumns, sql`, `)} from (select ${sql.join(balanceColumns, sql`, `)} from ${ledgerEntries} group by ${ledgerEntries.paymentId}) as fees`,
  );
  const { rows } = result as unknown as { rows: Record<string, unknown>[] };
  const outstanding = rows[0] ?? {};

  const monthsOut: FinanceMonth[] = periods.map((period, index) => ({
    month: period.label,
    charged: Number(flows?.[`charged${index}`] ?? 0),
    collected: Number(flows?.[`collected${index}`] ?? 0),
    outstanding: Number(outstanding[`o${index}`] ?? 0),
    refunded: Number(flows?.[`refunded${index}`] ?? 0),
  }));
  return { months: monthsOut };
}

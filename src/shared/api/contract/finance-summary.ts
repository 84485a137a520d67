import { z } from 'zod';
import { defineRoute, errorResponses } from './define-route';

/** How many calendar months (Dhaka time) the dashboard's finance summary covers, this month included. */
export const FINANCE_SUMMARY_MONTHS = 6;

/** One calendar month of the fee ledger, whole Taka. */
export const financeMonthSchema = z.object({
  /** The Dhaka calendar month, `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Fees charged in the month: charges and adjustments, less voids, plus reopened amounts. */
  charged: z.number().int(),
  /** Payments received in the month. */
  collected: z.number().int().nonnegative(),
  /** What tutors owed at the end of the month (now, for this month): the sum of every fee's positive balance. */
  outstanding: z.number().int().nonnegative(),
  /** Refunds paid out in the month. */
  refunded: z.number().int().nonnegative(),
});
export type FinanceMonth = z.infer<typeof financeMonthSchema>;

// GET /api/admin/finance-summary: the last six months (oldest first), computed from the ledger's entries.
export const financeSummaryResponseSchema = z.object({
  months: z.array(financeMonthSchema),
});
export type FinanceSummary = z.infer<typeof financeSummaryResponseSchema>;

/** The dashboard's finance summary: money, so finance and the owner only. */
export const adminFinanceContract = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/admin/finance-summary',
    access: 'admin',
    roles: ['finance'],
    responses: { 200: financeSummaryResponseSchema, ...errorResponses(401, 403) },
    tags: ['admin'],
    summary: 'Charged, collected, outstanding and refunded per month for the last six months, from the fee ledger (whole Taka)',
  }),
};

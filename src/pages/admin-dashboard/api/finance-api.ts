import { financeSummaryResponseSchema, request } from '@/shared/api';

/** GET /api/admin/finance-summary: six months of the fee ledger (finance and the owner; 403 for other staff). */
export const fetchFinanceSummary = () => request(financeSummaryResponseSchema, '/api/admin/finance-summary');

import { adminPaymentsContract, callApiFile } from '@/shared/api';

/** GET /api/payments/export.csv for two days (inclusive): the file, or an ApiError with the server's sentence. */
export function fetchLedgerCsv(from: string, to: string): Promise<Blob> {
  return callApiFile(adminPaymentsContract.exportCsv, { query: { from, to } });
}

import { ApiError, failureSentence, http } from '@/shared/api';

/** GET /api/payments/export.csv for two days (inclusive): the file's text, or an ApiError with the server's sentence. */
export async function fetchLedgerCsv(from: string, to: string): Promise<Blob> {
  try {
    return await http('/api/payments/export.csv', { query: { from, to }, responseType: 'blob' });
  } catch (error) {
    const data = (error as { data?: unknown; status?: number }).data;
    const status = (error as { status?: number }).status ?? 0;
    let message = failureSentence(status);
    if (data instanceof Blob) {
      try {
        const parsed = JSON.parse(await data.text()) as { message?: unknown };
        if (typeof parsed.message === 'string') message = parsed.message;
      } catch {
        // Not the server's JSON: keep the sentence for the status.
      }
    } else if (data && typeof (data as { message?: unknown }).message === 'string') {
      message = (data as { message: string }).message;
    }
    throw new ApiError(message, status, true);
  }
}

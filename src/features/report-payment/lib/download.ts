import { ApiError, failureSentence, http } from '@/shared/api';

/** A file from the API (e.g. a receipt PDF) as a Blob, or an ApiError with the server's sentence. */
export async function fetchFile(path: string): Promise<Blob> {
  try {
    return await http(path, { responseType: 'blob' });
  } catch (error) {
    const data = (error as { data?: unknown }).data;
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

/** Saves a Blob under a file name (the browser's download). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The receipt's file name, as the server names it. */
export const receiptFileName = (reportId: string) => `shikhon-receipt-R-${reportId.replace(/-/g, '').slice(0, 8).toUpperCase()}.pdf`;

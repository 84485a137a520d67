import type { MemberExport } from '@/shared/api';

/** shikhon-my-data-<display number or id>-<YYYY-MM-DD>.json, as the server names the attachment. */
export function exportFileName(data: MemberExport): string {
  const { account } = data;
  const number = account.tutorId ?? account.studentId ?? account.id.slice(0, 8);
  return `shikhon-my-data-${number}-${data.exportedAt.slice(0, 10)}.json`;
}

/** Hands the browser a JSON file to save (a Blob behind a temporary link). */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

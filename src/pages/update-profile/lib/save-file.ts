import { saveFile, type MemberExport } from '@/shared/api';

/** shikhon-my-data-<display number or id>-<YYYY-MM-DD>.json, as the server names the attachment. */
export function exportFileName(data: MemberExport): string {
  const { account } = data;
  const number = account.tutorId ?? account.studentId ?? account.id.slice(0, 8);
  return `shikhon-my-data-${number}-${data.exportedAt.slice(0, 10)}.json`;
}

/** Hands the browser a JSON file to save. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), fileName);
}

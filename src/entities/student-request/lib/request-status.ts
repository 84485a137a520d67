import { i18n } from '@/shared/i18n';
import { toTitleCase } from '@/shared/lib/format';

/** Spec: `completed` (and `approved`, the status the server really sets) green, `rejected` red, anything else yellow. */
export function requestStatusColor(status: string): 'green' | 'red' | 'yellow' {
  const key = status.trim().toLowerCase();
  if (key === 'completed' || key === 'approved') return 'green';
  if (key === 'rejected') return 'red';
  return 'yellow';
}

/** "pending" reads "Pending" (in the language on screen; an unknown status reads as written, title-cased). */
export function requestStatusLabel(status: string): string {
  const key = status.trim().toLowerCase() || 'pending';
  return i18n.t(`requestStatus.${key}`, { ns: 'member', defaultValue: toTitleCase(status) || 'Pending' });
}

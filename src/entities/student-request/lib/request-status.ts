import { toTitleCase } from '@/shared/lib/format';

/** Spec: `completed` (and `approved`, the status the server really sets) green, `rejected` red, anything else yellow. */
export function requestStatusColor(status: string): 'green' | 'red' | 'yellow' {
  const key = status.trim().toLowerCase();
  if (key === 'completed' || key === 'approved') return 'green';
  if (key === 'rejected') return 'red';
  return 'yellow';
}

/** "pending" reads "Pending". */
export function requestStatusLabel(status: string): string {
  return toTitleCase(status) || 'Pending';
}

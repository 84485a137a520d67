import type { HireRequestFilter } from '@/shared/api';

/** The filter tabs, in order, with their labels. */
export const HIRE_REQUEST_TABS: { value: HireRequestFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];

/** The empty state of a tab (spec: 'No FILTER requests', then the All or the filtered line). */
export function emptyTexts(filter: HireRequestFilter): { heading: string; line: string } {
  // The spec's template word for word, also for All ("No all requests").
  const heading = `No ${filter} requests`;
  return { heading, line: filter === 'all' ? 'No tutor requests have been made yet.' : `No ${filter} requests found.` };
}

export const TOGGLE_LABELS = { complete: 'Mark as Complete', pending: 'Mark as Pending' } as const;

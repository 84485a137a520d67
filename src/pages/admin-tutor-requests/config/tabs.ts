import type { HireRequestFilter } from '@/shared/api';

/**
 * The empty state of a tab in English (spec: 'No FILTER requests', then the All or the filtered line); on screen
 * `tutorRequests.empty.heading.<filter>` and `tutorRequests.empty.line.<filter>` of the admin catalogue.
 */
export function emptyTexts(filter: HireRequestFilter): { heading: string; line: string } {
  // The spec's template word for word, also for All ("No all requests").
  const heading = `No ${filter} requests`;
  return { heading, line: filter === 'all' ? 'No tutor requests have been made yet.' : `No ${filter} requests found.` };
}

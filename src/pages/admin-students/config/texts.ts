import type { AdminStudentFilter } from '@/shared/api';

/** The filters in their order; each one's words are `adminRecords:students.filters.<value>`. */
export const FILTERS: AdminStudentFilter[] = ['all', 'today', 'active', 'inactive'];

/** How long the search box waits for typing to stop before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

import type { AdminStudentFilter } from '@/shared/api';

export const FILTERS: { value: AdminStudentFilter; label: string }[] = [
  { value: 'all', label: 'All Students' },
  { value: 'today', label: 'Registered Today' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export const TEXTS = {
  title: 'Guardians/Students',
  search: 'Search students...',
  loading: 'Loading...',
  emptyTitle: 'No students found',
  emptyWithSearch: 'Try adjusting your search or filter criteria',
  emptyWithoutSearch: 'There are no students matching the current filter',
  clearFilters: 'Clear filters',
  tryAgain: 'Try Again',
  loadFailed: 'Failed to load students',
  deleted: 'Student deleted successfully',
  deleteFailed: 'Failed to delete student',
} as const;

/** How long the search box waits for typing to stop before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

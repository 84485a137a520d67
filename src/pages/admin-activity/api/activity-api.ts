import { ACTIVITY_PAGE_SIZE, activityListResponseSchema, request, staffListResponseSchema } from '@/shared/api';

// A type (not an interface): the paged list wants a plain record of strings.
export type ActivityFilters = {
  actor: string;
  recordType: string;
  recordId: string;
  from: string;
  to: string;
};

/** GET /api/admin/activity: one page, newest first, with the filters that are set. */
export const fetchActivity = ({ filters, page, size = ACTIVITY_PAGE_SIZE }: { filters: ActivityFilters; page: number; size?: number }) => {
  const query: Record<string, string | number> = { page, limit: size };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return request(activityListResponseSchema, '/api/admin/activity', { query });
};

/** GET /api/admin/staff: the people the log can be filtered by. */
export const fetchStaff = () => request(staffListResponseSchema, '/api/admin/staff');

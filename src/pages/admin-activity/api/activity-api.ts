import { ACTIVITY_PAGE_SIZE, callApi, staffContract, type ActivityQuery } from '@/shared/api';

// A type (not an interface): the paged list wants a plain record of strings.
export type ActivityFilters = {
  actor: string;
  recordType: string;
  recordId: string;
  from: string;
  to: string;
};

/** One page, newest first, with the filters that are set. */
export const fetchActivity = ({ filters, page, size = ACTIVITY_PAGE_SIZE }: { filters: ActivityFilters; page: number; size?: number }) => {
  const query: ActivityQuery = { page, limit: size };
  for (const key of Object.keys(filters) as (keyof ActivityFilters)[]) if (filters[key]) query[key] = filters[key];
  return callApi(staffContract.activity, { query });
};

/** The people the log can be filtered by. */
export const fetchStaff = () => callApi(staffContract.list);

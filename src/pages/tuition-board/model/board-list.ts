import { describeLoadError, fetchTuitionsFx, type BoardQuery } from '@/entities/tuition';
import { BOARD_PAGE_SIZES, BOARD_TUTOR_PREFERENCES, DEFAULT_BOARD_PAGE_SIZE, normalizeDistrict, routes } from '@/shared/config';
import { createPagedList, readQuery, writeQuery } from '@/shared/lib/paged-list';

/** "All" in the tutor preference and district filters: no filter. */
export const ALL = 'All';

const shape = {
  filters: { jobId: '', from: '', to: '', preferredTutor: ALL, district: ALL },
  filterValues: { preferredTutor: BOARD_TUTOR_PREFERENCES },
  size: DEFAULT_BOARD_PAGE_SIZE,
  sizes: BOARD_PAGE_SIZES,
};

/** The Tuition Board: active jobs, searched and paged on the server, every filter, the page and its size in the address. */
export const boardList = createPagedList({
  ...shape,
  texts: { ns: 'board', prefix: 'board' },
  // Linked as /tution_list (sic), reached as /tuition_list after a delete.
  path: [routes.tuitionBoard, '/tuition_list'],
  // A district in any accepted spelling ("chittagong", from the home page's strip) is its catalogue name.
  address: {
    read: (search) => {
      const query = readQuery(shape, search);
      return { ...query, filters: { ...query.filters, district: normalizeDistrict(query.filters.district) ?? ALL } };
    },
    write: (query) => writeQuery(shape, query),
  },
  // Empty and "All" filters are left out of the call.
  load: ({ page, size, filters }) =>
    fetchTuitionsFx({ page, limit: size, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value && value !== ALL)) } as BoardQuery),
  toItems: ({ data, total }) => ({ items: data, total }),
  errorMessage: describeLoadError,
  key: (tuition) => tuition.jobId,
});

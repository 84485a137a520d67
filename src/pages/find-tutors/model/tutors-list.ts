import { fetchTutorsFx } from '@/entities/tutor';
import { DEFAULT_TUTOR_PAGE_SIZE, routes, TUTOR_PAGE_SIZES, type TutorPageSize } from '@/shared/config';
import { createPagedList, type ListQuery } from '@/shared/lib/paged-list';
import {
  DEFAULT_TUTOR_FILTERS,
  filtersFromSearch,
  queryFromFilters,
  searchFromFilters,
  type TutorFilters,
} from '../lib/tutor-filters';

export const TUTORS_LOAD_FAILURE = 'Failed to fetch tutors';

type ListFilters = Pick<TutorFilters, 'type' | 'district' | 'area' | 'medium' | 'class' | 'gender'>;

const toFilters = ({ page, size, filters }: ListQuery<ListFilters>): TutorFilters => ({
  ...filters,
  page,
  size: size as TutorPageSize,
});

/** Find tutors: the filters, page and size in the address (spelled as people type them), searched on the server. */
export const tutorsList = createPagedList({
  path: routes.findTutors,
  filters: (({ page: _page, size: _size, ...filters }) => filters)(DEFAULT_TUTOR_FILTERS) as ListFilters,
  size: DEFAULT_TUTOR_PAGE_SIZE,
  sizes: TUTOR_PAGE_SIZES,
  // The address keeps its own rules: a district or class in any letter case, the area only for Dhaka.
  address: {
    read: (search) => {
      const { page, size, ...filters } = filtersFromSearch(new URLSearchParams(search));
      return { page, size, filters, sort: null };
    },
    write: (query) => {
      const search = searchFromFilters(toFilters(query)).toString();
      return search ? `?${search}` : '';
    },
  },
  load: (query) => fetchTutorsFx(queryFromFilters(toFilters(query))),
  toItems: ({ tutors, count }) => ({ items: tutors, total: count }),
  // The alert's title already says it; another reason shows under it.
  errorMessage: (error) => {
    const message = error instanceof Error ? error.message : '';
    return message === TUTORS_LOAD_FAILURE ? '' : message;
  },
});

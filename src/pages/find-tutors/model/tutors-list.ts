import { fetchTutorsFx } from '@/entities/tutor';
import type { TutorListQuery } from '@/shared/api';
import { ALL_CLASSES, DEFAULT_TUTOR_PAGE_SIZE, DHAKA_FILTER_AREAS, FIND_TUTOR_CATEGORY_OPTIONS, normalizeDistrict, routes, TUTOR_PAGE_SIZES } from '@/shared/config';
import { createPagedList, readQuery, writeQuery, type ListQuery } from '@/shared/lib/paged-list';

export const TUTORS_LOAD_FAILURE = 'Failed to fetch tutors';
/** The Area filter applies to Dhaka only. */
export const DHAKA = 'Dhaka';

const shape = {
  filters: { type: 'all', district: '', area: '', medium: '', class: '', gender: 'all' },
  size: DEFAULT_TUTOR_PAGE_SIZE,
  sizes: TUTOR_PAGE_SIZES,
};
type Query = ListQuery<typeof shape.filters>;

/** The value of `values` an address spells in any letter case, else `fallback`. */
const oneOf = (values: readonly string[], typed: string, fallback = '') =>
  values.find((value) => value.toLowerCase() === typed.toLowerCase()) ?? fallback;

/** Find tutors' address, spelled as people type it: any letter case, old district names, a category's label; an area only with Dhaka. */
export const tutorsAddress = {
  read: (search: string): Query => {
    const query = readQuery(shape, search);
    const { type, district, area, medium, class: level, gender } = query.filters;
    const place = normalizeDistrict(district) ?? '';
    const category = FIND_TUTOR_CATEGORY_OPTIONS.find((option) => oneOf([option.value, option.label], medium));
    const filters = {
      type: oneOf(['premium'], type, 'all'),
      district: place,
      area: place === DHAKA ? oneOf(DHAKA_FILTER_AREAS, area) : '',
      medium: category?.value ?? '',
      class: oneOf(ALL_CLASSES, level),
      gender: oneOf(['Male', 'Female'], gender, 'all'),
    };
    return { ...query, filters };
  },
  write: (query: Query): string =>
    writeQuery(shape, { ...query, filters: { ...query.filters, area: query.filters.district === DHAKA ? query.filters.area : '' } }),
};

/** Find tutors: the filters, page and size in the address, searched on the server. */
export const tutorsList = createPagedList({
  ...shape,
  texts: { ns: 'board', prefix: 'findTutors' },
  path: routes.findTutors,
  address: tutorsAddress,
  // "all" and empty filters are left out of the call.
  load: ({ page, size, filters }) =>
    fetchTutorsFx({ page, limit: size, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value && value !== 'all')) } as TutorListQuery),
  toItems: ({ tutors, count }) => ({ items: tutors, total: count }),
  // The alert's title already says it; another reason shows under it.
  errorMessage: (error) => {
    const message = error instanceof Error ? error.message : '';
    return message === TUTORS_LOAD_FAILURE ? '' : message;
  },
});

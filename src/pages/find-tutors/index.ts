export { FindTutorsPage } from './ui/FindTutorsPage';
export {
  filtersFromSearch,
  searchFromFilters,
  queryFromFilters,
  withFilter,
  withPage,
  withPageSize,
  isAreaFilterShown,
  shownRange,
  pageCountOf,
  DEFAULT_TUTOR_FILTERS,
  type TutorFilters,
} from './lib/tutor-filters';

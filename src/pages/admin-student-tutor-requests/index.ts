export { AdminStudentTutorRequestsPage } from './ui/AdminStudentTutorRequestsPage';
export {
  fetchRequestsFx,
  requestsPageOpened,
  filterChanged,
  pageChanged,
  $requests,
  $counts,
  $filter,
  $page,
  $loaded,
  LOAD_FAILURE,
  REQUEST_FILTERS,
  REQUESTS_PER_PAGE,
  type RequestFilter,
  type RequestsQuery,
  type RequestsAnswer,
} from './model/requests';

export { AdminStudentTutorRequestsPage } from './ui/AdminStudentTutorRequestsPage';
export {
  requestsList,
  fetchRequestsFx,
  $counts,
  LOAD_FAILURE,
  REQUEST_FILTERS,
  REQUESTS_PER_PAGE,
  type RequestFilter,
  type RequestsQuery,
  type RequestsAnswer,
} from './model/requests';

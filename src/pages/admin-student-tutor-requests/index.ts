export { AdminStudentTutorRequestsPage } from './ui/AdminStudentTutorRequestsPage';
export {
  fetchRequestsFx,
  requestsPageOpened,
  $requests,
  $counts,
  LOAD_FAILURE,
  REQUEST_FILTERS,
  type RequestFilter,
} from './model/requests';

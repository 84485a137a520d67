export { AdminTutorRequestsPage } from './ui/AdminTutorRequestsPage';
export {
  hireRequestsOpened,
  fetchHireRequestsFx,
  changeHireRequestStatusFx,
  filterChanged,
  $filter,
  $loaded,
  $requests,
  $counts,
  $total,
  HIRE_REQUESTS_LOAD_FAILURE,
  HIRE_REQUEST_TOGGLE_FAILURE,
} from './model/hire-requests';
export { emptyTexts, HIRE_REQUEST_TABS } from './config/tabs';

export { AdminTutorRequestsPage } from './ui/AdminTutorRequestsPage';
export {
  hireRequestsList,
  fetchHireRequestsFx,
  changeHireRequestStatusFx,
  $counts,
  HIRE_REQUESTS_LOAD_FAILURE,
  HIRE_REQUEST_TOGGLE_FAILURE,
} from './model/hire-requests';
export { emptyTexts } from './config/tabs';

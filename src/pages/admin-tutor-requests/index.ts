export { AdminTutorRequestsPage } from './ui/AdminTutorRequestsPage';
export { hireRequestsList, fetchHireRequestsFx, $counts } from './model/hire-requests';
export { changeHireRequestStatusFx } from './model/toggle-request';

export { AdminTutorRequestsPage } from './ui/AdminTutorRequestsPage';
export { hireRequestsList, fetchHireRequestsFx } from './model/hire-requests';
export { changeHireRequestStatusFx } from './model/toggle-request';

export { AdminTutorRequestsPage } from './ui/AdminTutorRequestsPage';
export { hireRequestsList } from './model/hire-requests';
export { changeHireRequestStatusFx } from './model/toggle-request';

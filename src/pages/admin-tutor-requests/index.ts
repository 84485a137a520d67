export { AdminTutorRequestsPage } from './ui/AdminTutorRequestsPage';
export { hireRequestsList, fetchHireRequestsFx, changeHireRequestStatusFx, $counts } from './model/hire-requests';

export type { StudentTutorRequest } from '@/shared/api';
export { studentRequestApi } from './api/student-request-api';
export {
  $studentRequests,
  $studentRequestsStatus,
  $studentRequestsError,
  fetchStudentRequestsFx,
  studentRequestsRequested,
  studentRequestsCleared,
  REQUESTS_LOAD_ERROR,
  type StudentRequestsStatus,
} from './model/student-requests';
export { requestStatusColor, requestStatusLabel } from './lib/request-status';
export {
  requestDetailFields,
  requestArea,
  requestLocation,
  requestJobLabel,
  requestsOfStudent,
  type RequestDetailField,
} from './lib/request-details';
export { RequestStatusBadge } from './ui/RequestStatusBadge';
export { RequestDetailsModal, type RequestDetailsModalProps } from './ui/RequestDetailsModal';

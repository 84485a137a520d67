export { AdminStudentTutorRequestsPage } from './ui/AdminStudentTutorRequestsPage';
export { requestsList } from './model/requests';
// review-tutor-request
export { RequestReviewModal, type RequestReviewModalProps } from './ui/RequestReviewModal';
export { RequestEditForm, type RequestEditFormProps } from './ui/RequestEditForm';
export {
  fetchReviewedRequestFx,
  approveRequestFx,
  rejectRequestFx,
  saveRequestFx,
  type SaveRequestParams,
} from './model/review-request';
export { failureMessage, useRequestApprovalFlow } from './model/request-approval-flow';
export { requestDetailSections, preferredTutorText, tutoringTypeText, type RequestDetailSection } from './lib/request-sections';

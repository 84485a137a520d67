export { ApiError, request } from './client';
export { $authToken, authTokenRejected, bindRequestsToScope, callInScope } from './auth-token';
export { trackLoad, type LoadStatus } from './load-status';
export { callApi, callApiFile, pathOf, saveFile, type CallAnswer, type CallInput, type CallOptions } from './call-api';
export { authApi } from './auth';
export { languageApi } from './language';
export { sendContractForm, sendForm, uploadPercent, type SendFormOptions, type UploadProgress } from './upload';
export { FAILURE_SENTENCES, failureSentence } from './failure-words';
// The wire contract is this segment's public API too (steiger: shared segments are imported through their index).
export * from './contract';
// Its route groups as the browser's references (route-ref.ts): a call loads the route's schemas with it. These named
// exports take the place of the contract's groups of the same names (src/shared/api/contract keeps the routes).
export {
  accountContract,
  adminApplicationsContract,
  adminContentContract,
  adminFinanceContract,
  adminHireRequestsContract,
  adminNotificationsContract,
  adminPaymentsContract,
  adminSearchContract,
  adminShortlistsContract,
  adminStudentRequestsContract,
  adminTuitionsContract,
  adminTutorsContract,
  adminUsersContract,
  applicationsContract,
  authContract,
  contentContract,
  documentsContract,
  languageContract,
  memberApplicationsContract,
  memberExportContract,
  memberNotificationsContract,
  memberReportsContract,
  myRequestsContract,
  myWorkContract,
  staffContract,
  studentsContract,
  systemContract,
  tuitionsContract,
  tutorCvContract,
  tutorProfilesContract,
  tutorRequestsContract,
  tutorsContract,
} from './contract-refs';
export { takesQuery, type AnyRoute, type RouteOf, type RouteRef, type RouteRefs } from './route-ref';
export { fieldErrorsOf, NETWORK_ERROR_MESSAGE, submitErrorMessage, type SubmitFeedback } from './form-failures';

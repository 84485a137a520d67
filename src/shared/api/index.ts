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
export { fieldErrorsOf, NETWORK_ERROR_MESSAGE, submitErrorMessage, type SubmitFeedback } from './form-failures';

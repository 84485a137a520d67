export { SubmitFeedbackAlert, type SubmitFeedbackAlertProps } from './SubmitFeedbackAlert';

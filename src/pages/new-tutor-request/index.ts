export { NewTutorRequestPage } from './ui/NewTutorRequestPage';
// submit-tutor-request
export { TutorRequestWizard, type TutorRequestWizardProps } from './ui/TutorRequestWizard';
export { TutorRequestWizardView, type TutorRequestWizardViewProps } from './ui/TutorRequestWizardView';
export { wizardMessage } from './lib/wizard-message';
export {
  TutorRequestActor,
  type TutorRequestFlowProps,
  type TutorRequestLogic,
  type TutorRequestSnapshot,
} from './model/tutor-request-actor';
export { toTutorRequestBody, type RequestBodyExtras } from './lib/request-body';
export { createStudentTutorRequest } from './api/tutor-request-api';

export { TutorRequestWizard, type TutorRequestWizardProps } from './ui/TutorRequestWizard';
export { TutorRequestWizardView, type TutorRequestWizardViewProps } from './ui/TutorRequestWizardView';
export { wizardMessage } from './lib/wizard-message';
export {
  TutorRequestFlowOverrides,
  type TutorRequestFlowOverridesValue,
  type TutorRequestSnapshot,
} from './model/flow-overrides';
export { toTutorRequestBody, type RequestBodyExtras } from './lib/request-body';
export { createStudentTutorRequest } from './api/tutor-request-api';

export { TutorRequestWizard, type TutorRequestWizardProps } from './ui/TutorRequestWizard';
export {
  TutorRequestWizardView,
  TUTOR_REQUEST_STEP_TITLES,
  type TutorRequestWizardViewProps,
} from './ui/TutorRequestWizardView';
export {
  TutorRequestFlowOverrides,
  type TutorRequestFlowOverridesValue,
  type TutorRequestSnapshot,
} from './model/flow-overrides';
export { toTutorRequestBody, type RequestBodyExtras } from './lib/request-body';
export { createStudentTutorRequest } from './api/tutor-request-api';

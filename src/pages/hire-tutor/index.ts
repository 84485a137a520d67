export { HireTutorPage } from './ui/HireTutorPage';
// hire-tutor
export { HireTutorForm } from './ui/HireTutorForm';
export {
  submitTutorRequestFx,
  checkHireTutorForm,
  hireTutorFieldChanged,
  hireTutorTermsChanged,
  hireTutorSubjectAdded,
  hireTutorSubjectRemoved,
  hireTutorFormSubmitted,
  hireTutorFormClosed,
  $hireTutorValues,
  $hireTutorErrors,
  $hireTutorStatus,
  $hireTutorFeedback,
  EMPTY_HIRE_TUTOR_VALUES,
  HIRE_TUTOR_SUCCESS_MESSAGE,
  HIRE_TUTOR_FAILURE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  type HireTutorValues,
  type HireTutorErrors,
  type HireTutorStatus,
  type HireTutorFeedback,
} from './model/hire-tutor-form';
export { NETWORK_ERROR_MESSAGE } from '@/shared/api';

export { TutorDetailsPage } from './ui/TutorDetailsPage';
// contact-tutor
export { ContactTutorForm } from './ui/ContactTutorForm';
export {
  sendTutorContactFx,
  contactFormOpened,
  contactFieldChanged,
  contactFormSubmitted,
  $contactValues,
  $contactErrors,
  $contactStatus,
  $contactFeedback,
  CONTACT_SUCCESS_MESSAGE,
  CONTACT_FAILURE_MESSAGE,
  type ContactValues,
  type ContactErrors,
  type ContactStatus,
  type ContactFeedback,
} from './model/contact-form';

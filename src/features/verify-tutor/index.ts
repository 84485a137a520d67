export { VerifyTutorModal, documentHref } from './ui/VerifyTutorModal';
export {
  tutorReviewOpened,
  tutorReviewClosed,
  verificationDecided,
  verifyTutorFx,
  $reviewedTutor,
  $verificationPending,
  type VerificationDecision,
} from './model/verify-tutor';

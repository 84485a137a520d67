export { AdminTutorsPage } from './ui/AdminTutorsPage';
export { tutorsList } from './model/admin-tutors';
// verify-tutor
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
// toggle-premium
export { PremiumSwitch } from './ui/PremiumSwitch';
export { ConfirmPremiumModal } from './ui/ConfirmPremiumModal';
export {
  premiumChangeRequested,
  premiumChangeCancelled,
  premiumChangeConfirmed,
  setPremiumFx,
  $premiumTarget,
  $premiumSaving,
  type PremiumTarget,
} from './model/premium';

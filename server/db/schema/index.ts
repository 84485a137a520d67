// Every table of the database. A new resource adds its file here and runs `npm run db:generate`.
export {
  users,
  userTypeEnum,
  genderEnum,
  staffRoleEnum,
  studentDisplayIdSequence,
  tutorDisplayIdSequence,
  type UserRow,
  type NewUserRow,
} from './users';
export { sessions, otps, otpPurposeEnum, type SessionRow, type OtpRow, type OtpPurpose } from './auth';
export {
  tutorProfiles,
  studentProfiles,
  accountStatusEnum,
  type TutorProfileRow,
  type NewTutorProfileRow,
  type StudentProfileRow,
  type NewStudentProfileRow,
} from './profiles';
export {
  tuitions,
  applications,
  payments,
  tuitionStatusEnum,
  preferredTutorEnum,
  applicationStatusEnum,
  paymentStatusEnum,
  feeKindEnum,
  ledgerStatusEnum,
  type TuitionRow,
  type NewTuitionRow,
  type ApplicationRow,
  type NewApplicationRow,
  type PaymentRow,
  type NewPaymentRow,
} from './tuitions';
export {
  studentTutorRequests,
  publicTutorRequests,
  tutorContactMessages,
  requestStatusEnum,
  type StudentTutorRequestRow,
  type NewStudentTutorRequestRow,
  type PublicTutorRequestRow,
  type NewPublicTutorRequestRow,
  type TutorContactMessageRow,
} from './requests';
export {
  testimonials,
  affiliates,
  testimonialUserTypeEnum,
  type TestimonialRow,
  type NewTestimonialRow,
  type AffiliateRow,
  type NewAffiliateRow,
} from './content';
export {
  notifications,
  notificationTypeEnum,
  notificationKindEnum,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationRow,
  type NewNotificationRow,
} from './notifications';
export {
  ledgerEntries,
  activityLog,
  ledgerEntryKindEnum,
  paymentMethodEnum,
  type LedgerEntryRow,
  type NewLedgerEntryRow,
  type ActivityLogRow,
  type NewActivityLogRow,
} from './ledger';

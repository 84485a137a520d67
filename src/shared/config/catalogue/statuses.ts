/** Status sets of the records both specs describe. */

/** A student's tutor request (review screen): approve creates its tuition. */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const DEFAULT_REQUEST_STATUS: RequestStatus = 'pending';

/** A Hire a Tutor request of the admin's simple list (stored as isCompleted). */
export const SIMPLE_REQUEST_STATUSES = ['Pending', 'Completed'] as const;
export type SimpleRequestStatus = (typeof SIMPLE_REQUEST_STATUSES)[number];

/**
 * A tuition (job): 'active' on the board; 'assigned' once a tutor is selected (off the board,
 * back to 'active' on deassign); 'closed' when the tuition has ended or was withdrawn.
 */
export const TUITION_STATUSES = ['active', 'assigned', 'closed'] as const;
export type TuitionStatus = (typeof TUITION_STATUSES)[number];
export const DEFAULT_TUITION_STATUS: TuitionStatus = 'active';

/** One tutor's application to a job; a new one is pending. */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = 'pending';

/** A tutor's media-fee payment record; a new one is Due. */
export const PAYMENT_STATUSES = ['Due', 'Paid', 'Fraud', 'Cancel'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = 'Due';

/** Count cards of the student dashboard's "Apply Status" section, in order. */
export const APPLY_STATUS_LABELS = ['Pending', 'Approved', 'Assigned', 'Confirmed', 'Cancelled'] as const;
export type ApplyStatusLabel = (typeof APPLY_STATUS_LABELS)[number];

/** Account status of a student (admin list): 'active' or anything else (inactive). */
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Who a testimonial is from. */
export const TESTIMONIAL_USER_TYPES = ['student', 'tutor'] as const;
export type TestimonialUserType = (typeof TESTIMONIAL_USER_TYPES)[number];

/** Kinds of admin notification. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Where a guardian's request is in its life (a separate field from the spec's `status`, which old screens filter and
 * colour by): Submitted → Under review → Published (job number) → Shortlist ready → Trial class → Tutor confirmed,
 * or Closed with a reason.
 */
export const REQUEST_STAGES = [
  'submitted',
  'under_review',
  'published',
  'shortlist_ready',
  'trial_class',
  'tutor_confirmed',
  'closed',
] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

/** What a tutor sees of each application in "My Applications" (derived from the application and its job). */
export const MY_APPLICATION_STATUSES = ['Applied', 'Shortlisted', 'Selected', 'Not selected', 'Job closed', 'Withdrawn'] as const;
export type MyApplicationStatus = (typeof MY_APPLICATION_STATUSES)[number];

/** Kinds of a member's notification (inbox entry and, unless switched off, an e-mail). */
export const MEMBER_NOTIFICATION_KINDS = [
  'application_received',
  'shortlisted',
  'selected',
  'not_selected',
  'request_published',
  'shortlist_ready',
  'request_closed',
  'documents_verified',
  'documents_rejected',
  'fee_due_soon',
  'fee_overdue',
] as const;
export type MemberNotificationKind = (typeof MEMBER_NOTIFICATION_KINDS)[number];

/**
 * Each kind in plain words: the e-mail settings' switches and the line in each mail that says which switch sent
 * it. `who` is the member it reaches (a guardian/student or a tutor), so each sees only the switches that matter.
 */
export const MEMBER_NOTIFICATION_KIND_LABELS: Record<MemberNotificationKind, { label: string; description: string; who: 'student' | 'tutor' }> = {
  application_received: { label: 'Application received', description: 'A tutor applied to your job.', who: 'student' },
  request_published: { label: 'Request published', description: 'Your request was published as a tuition job.', who: 'student' },
  shortlist_ready: { label: 'Shortlist ready', description: 'Tutors were shortlisted for your request.', who: 'student' },
  request_closed: { label: 'Request closed', description: 'Your request was closed, with the reason.', who: 'student' },
  shortlisted: { label: 'Shortlisted', description: "You are on a guardian's shortlist.", who: 'tutor' },
  selected: { label: 'Selected', description: 'You were selected for a tuition.', who: 'tutor' },
  not_selected: { label: 'Not selected', description: 'Another tutor was selected for a job you applied to.', who: 'tutor' },
  documents_verified: { label: 'Documents verified', description: 'Your documents were verified.', who: 'tutor' },
  documents_rejected: { label: 'Documents not accepted', description: 'Your documents were not accepted, with the reason.', who: 'tutor' },
  fee_due_soon: { label: 'Fee due soon', description: 'A media fee is due in 3 days.', who: 'tutor' },
  fee_overdue: { label: 'Fee overdue', description: 'A media fee is past its due date.', who: 'tutor' },
};

/** A durable queue job's state. */
export const QUEUE_JOB_STATES = ['pending', 'active', 'done', 'failed'] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

/** The two languages of the product (issue 16); a member's choice is kept on the account. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

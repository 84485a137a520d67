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

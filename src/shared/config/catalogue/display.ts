
/** Shown for any missing value on the job details page and in the tutor's education table (the spec's word). */
export const MISSING_VALUE = 'N/A';
/** Shown for what a tutor has not filled in on Find tutors and the tutor's details: never a made-up value. */
export const NOT_PROVIDED = 'Not provided';

/** "Show:" sizes of the tuition board. */
export const BOARD_PAGE_SIZES = [10, 20, 50] as const;
export type BoardPageSize = (typeof BOARD_PAGE_SIZES)[number];
export const DEFAULT_BOARD_PAGE_SIZE: BoardPageSize = 10;

/** Page sizes of Find tutors. */
export const TUTOR_PAGE_SIZES = [15, 30, 50, 100] as const;
export type TutorPageSize = (typeof TUTOR_PAGE_SIZES)[number];
export const DEFAULT_TUTOR_PAGE_SIZE: TutorPageSize = 15;

/** Rows per page of the admin's student and tutor tables. */
export const ADMIN_PAGE_SIZE = 10;

/** What a board card shows when a job lacks the value (section 9). */
export const BOARD_DISPLAY_DEFAULTS = {
  days: '3 Days/Week',
  salary: 'Negotiable',
  subjects: ['ENGLISH', 'MATH'],
  tutoringType: 'Home Tutoring',
} as const;

/** Field defaults of a tuition (job) record (section 3 of both specs). */
export const TUITION_DEFAULTS = {
  preferredTutor: 'Any',
  tutoringType: 'Home Tutoring',
  tutoringTime: 'Any',
  noOfStudents: 1,
  days: 3,
  salary: 'Negotiable',
  notes: 'No additional requirements',
  status: 'active',
} as const;

/** Values the admin's approve flow fills in when the request lacks them (admin spec, section 9). */
export const APPROVAL_DEFAULTS = {
  preferredTutor: 'any',
  tutoringType: 'offline',
  location: 'Not specified',
  category: 'Not specified',
  noOfStudents: 1,
  locationDetails: '',
} as const;

/**
 * Defaults of a tutor profile (section 3, "Tutor profile"). No district, city or area: a tutor's place is only
 * ever what they chose (docs/decisions.md, issue 12 item 5).
 */
export const TUTOR_PROFILE_DEFAULTS = {
  daysPerWeek: '3',
  experience: '<1',
  educationStatus: 'completed',
} as const satisfies {
  daysPerWeek: string;
  experience: string;
  educationStatus: string;
};

/**
 * The public tutor-details view's words for availability (section 3, "Tutor detail"). The spec's other defaults
 * ("0 BDT", "3-5 days", "Private", "Student's home", "Online classes, Study materials provided", English and Bangla
 * Medium, Afternoon and Evening) were values the tutor never gave: they read NOT_PROVIDED now (docs/decisions.md).
 */
export const TUTOR_DETAIL_DEFAULTS = {
  status: 'Available',
} as const;

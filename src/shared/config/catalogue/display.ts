import type { CategoryLabel } from './categories';
import type { District } from './districts';
import type { PreferredTime } from './tutoring';

/** Shown for any missing value on the job and tutor details pages. */
export const MISSING_VALUE = 'N/A';

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

/** Defaults of a tutor profile (section 3, "Tutor profile"). */
export const TUTOR_PROFILE_DEFAULTS = {
  district: 'Dhaka',
  /** The district a profile gets when it is initialized by the server. */
  initialDistrict: 'Rajshahi',
  currentCity: 'Dhaka',
  currentArea: 'Uttara',
  daysPerWeek: '3',
  experience: '<1',
  educationStatus: 'completed',
} as const satisfies {
  district: District;
  initialDistrict: District;
  currentCity: District;
  currentArea: string;
  daysPerWeek: string;
  experience: string;
  educationStatus: string;
};

/** Defaults of the public tutor-details view (section 3, "Tutor detail"). */
export const TUTOR_DETAIL_DEFAULTS = {
  salary: '0 BDT',
  status: 'Available',
  daysPerWeek: '3-5 days',
  teachingStyle: 'Private',
  learningPlace: "Student's home",
  extraFacilities: 'Online classes, Study materials provided',
  preferredMedium: ['English Medium', 'Bangla Medium'],
  preferredTime: ['Afternoon', 'Evening'],
} as const satisfies {
  preferredMedium: readonly CategoryLabel[];
  preferredTime: readonly PreferredTime[];
  [key: string]: unknown;
};

/** Enumerations of requests, jobs and tutor preferences (sections 3 and 9 of both specs). */

/** Days of tuition per week; the profile stores them as text "1".."7", requests as numbers. */
export const DAYS_PER_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
export type DaysPerWeek = (typeof DAYS_PER_WEEK)[number];
export const DEFAULT_DAYS_PER_WEEK: DaysPerWeek = 3;
export const DAYS_PER_WEEK_VALUES = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type DaysPerWeekValue = (typeof DAYS_PER_WEEK_VALUES)[number];

/** Tutoring experience in years, as the profile stores it. */
export const EXPERIENCE_OPTIONS = ['<1', '1', '2', '3+'] as const;
export type Experience = (typeof EXPERIENCE_OPTIONS)[number];
export const DEFAULT_EXPERIENCE: Experience = '<1';

/** Preferred times of a tutor profile. */
export const PREFERRED_TIMES = ['Morning', 'Afternoon', 'Evening'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** Tutoring time of a job in the admin's Create New Tuition form. */
export const TUITION_TUTORING_TIMES = ['Morning', 'Afternoon', 'Evening', 'Night', 'Any'] as const;
export type TuitionTutoringTime = (typeof TUITION_TUTORING_TIMES)[number];
export const DEFAULT_TUITION_TUTORING_TIME: TuitionTutoringTime = 'Any';

/** Genders offered at registration. */
export const REGISTRATION_GENDERS = ['Male', 'Female', 'Other'] as const;
export type RegistrationGender = (typeof REGISTRATION_GENDERS)[number];

/** Genders of a tutor's personal profile. */
export const PROFILE_GENDERS = ['Male', 'Female'] as const;
export type ProfileGender = (typeof PROFILE_GENDERS)[number];

/** Student gender in the student wizard, the student profile and the admin's request edit form. */
export const STUDENT_GENDERS = ['male', 'female'] as const;
export type StudentGender = (typeof STUDENT_GENDERS)[number];

/** Student gender of a job in the admin's Create New Tuition form. */
export const TUITION_STUDENT_GENDERS = ['Male', 'Female', 'Other'] as const;
export type TuitionStudentGender = (typeof TUITION_STUDENT_GENDERS)[number];

/** Gender filter of Find tutors. */
export const TUTOR_GENDER_FILTERS = ['All', 'Male', 'Female'] as const;
export type TutorGenderFilter = (typeof TUTOR_GENDER_FILTERS)[number];

/** Tutor Type filter of Find tutors. */
export const TUTOR_TYPES = ['All', 'Premium'] as const;
export type TutorType = (typeof TUTOR_TYPES)[number];

/** Tutoring types of the student wizard: stored values and their labels. */
export const TUTORING_TYPES = ['home', 'online', 'group'] as const;
export type TutoringType = (typeof TUTORING_TYPES)[number];
export const DEFAULT_TUTORING_TYPE: TutoringType = 'home';
export const TUTORING_TYPE_LABELS: Readonly<Record<TutoringType, string>> = {
  home: 'Home Tutoring',
  online: 'Online Tutoring',
  group: 'Group Study',
};

/** Tutoring types of a job (the board's badge, the admin's Create New Tuition form). */
export const TUITION_TUTORING_TYPES = ['Home Tutoring', 'Group Tutoring', 'Online Tutoring'] as const;
export type TuitionTutoringType = (typeof TUITION_TUTORING_TYPES)[number];
export const DEFAULT_TUITION_TUTORING_TYPE: TuitionTutoringType = 'Home Tutoring';

/**
 * The job's tutoring type for a request's value: home/online/group or a job label; anything
 * else (the approve flow's default "offline", an empty value) is home tutoring, in person.
 */
export function tuitionTutoringTypeOf(value: string | null | undefined): TuitionTutoringType {
  const key = (value ?? '').trim().toLowerCase();
  if (key === 'online' || key === 'online tutoring') return 'Online Tutoring';
  if (key === 'group' || key === 'group tutoring' || key === 'group study') return 'Group Tutoring';
  return 'Home Tutoring';
}

/** Preferred tutor gender of the student wizard: stored values and their labels. */
export const PREFERRED_TUTORS = ['any', 'male', 'female'] as const;
export type PreferredTutor = (typeof PREFERRED_TUTORS)[number];
export const DEFAULT_PREFERRED_TUTOR: PreferredTutor = 'any';
export const PREFERRED_TUTOR_LABELS: Readonly<Record<PreferredTutor, string>> = {
  any: 'No Preference',
  male: 'Male',
  female: 'Female',
};

/** Preferred tutor of a job. */
export const TUITION_PREFERRED_TUTORS = ['Any', 'Male', 'Female'] as const;
export type TuitionPreferredTutor = (typeof TUITION_PREFERRED_TUTORS)[number];
export const DEFAULT_TUITION_PREFERRED_TUTOR: TuitionPreferredTutor = 'Any';
export const TUITION_PREFERRED_TUTOR_LABELS: Readonly<Record<TuitionPreferredTutor, string>> = {
  Any: 'Any Gender',
  Male: 'Male',
  Female: 'Female',
};

/** The job's preferred tutor for any casing of male/female/any; anything else is "Any". */
export function tuitionPreferredTutorOf(value: string | null | undefined): TuitionPreferredTutor {
  const key = (value ?? '').trim().toLowerCase();
  if (key === 'male') return 'Male';
  if (key === 'female') return 'Female';
  return 'Any';
}

/** How a job's preferred tutor is shown: "Any Gender", "Male" or "Female". */
export function preferredTutorLabel(value: string | null | undefined): string {
  return TUITION_PREFERRED_TUTOR_LABELS[tuitionPreferredTutorOf(value)];
}

/** Tutor Preference filter of the tuition board. */
export const BOARD_TUTOR_PREFERENCES = ['All', 'Male', 'Female'] as const;
export type BoardTutorPreference = (typeof BOARD_TUTOR_PREFERENCES)[number];

/** Number of students of a request or job: at least 1, default 1. */
export const MIN_NO_OF_STUDENTS = 1;
export const DEFAULT_NO_OF_STUDENTS = 1;

import {
  cleanList,
  isSectionStarted,
  OPTIONAL_SECTIONS,
  type TutorProfileDraft,
} from '@machines/tutor-profile-wizard';
import type { TutorProfile, TutorProfileUpdateBody } from '@/shared/api';
import {
  DAYS_PER_WEEK_VALUES,
  EDUCATION_STATUSES,
  EXPERIENCE_OPTIONS,
  PREFERRED_TIMES,
  PROFILE_GENDERS,
  TUTOR_PROFILE_DEFAULTS,
} from '@/shared/config';

const text = (value: string | null | undefined) => value ?? '';
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** A loaded profile as the wizard edits it: every blank a "", the spec's defaults where none is set. */
export function toDraft(profile: TutorProfile): TutorProfileDraft {
  const { education, tuition, personal } = profile;
  const status = TUTOR_PROFILE_DEFAULTS.educationStatus;
  const school = (exam: typeof education.ssc) => ({
    institute: text(exam?.institute),
    curriculum: text(exam?.curriculum),
    group: text(exam?.group),
    year: text(exam?.year),
    result: text(exam?.result),
  });
  const degree = (section: typeof education.graduation) => ({
    institution_type: text(section?.institution_type),
    institute: text(section?.institute),
    degree: text(section?.degree),
    subject: text(section?.subject),
    curriculum: text(section?.curriculum),
    year: text(section?.year),
    result: text(section?.result),
    status: section?.status ?? status,
  });
  const diploma = education.diploma;
  return {
    education: {
      ssc: school(education.ssc),
      hsc: school(education.hsc),
      graduation: degree(education.graduation),
      postGraduation: degree(education.postGraduation),
      diploma: {
        institution_type: text(diploma?.institution_type),
        institute: text(diploma?.institute),
        field: text(diploma?.field),
        duration: text(diploma?.duration),
        year: text(diploma?.year),
        result: text(diploma?.result),
        status: diploma?.status ?? status,
      },
    },
    tuition: {
      // No district until the tutor chooses one: never a place they did not pick.
      district: tuition.district ?? '',
      preferredAreas: cleanList(tuition.preferredAreas),
      preferredMedium: cleanList(tuition.preferredMedium),
      preferredClasses: cleanList(tuition.preferredClasses),
      preferredSubjects: cleanList(tuition.preferredSubjects),
      daysPerWeek: tuition.daysPerWeek || TUTOR_PROFILE_DEFAULTS.daysPerWeek,
      preferredTime: cleanList(tuition.preferredTime),
      preferredSalary: tuition.preferredSalary,
      experience: tuition.experience || TUTOR_PROFILE_DEFAULTS.experience,
    },
    personal: {
      fullName: text(personal.fullName),
      email: text(personal.email),
      phone: text(personal.phone),
      additionalPhone: text(personal.additionalPhone),
      gender: text(personal.gender),
      currentCity: text(personal.currentCity),
      currentArea: text(personal.currentArea),
      permanentLocation: text(personal.permanentLocation),
      fatherName: text(personal.fatherName),
      fatherPhone: text(personal.fatherPhone),
      motherName: text(personal.motherName),
      motherPhone: text(personal.motherPhone),
      guardianNumber: text(personal.guardianNumber),
      guardianRelation: text(personal.guardianRelation),
      about: text(personal.about),
    },
  };
}

/**
 * The PUT body of a (cleaned) draft. An optional section nobody began is left out; one begun is
 * sent as typed, flagged incomplete on screen if it is. A gender not chosen is left out.
 */
export function toUpdateBody(draft: TutorProfileDraft): TutorProfileUpdateBody {
  const { education, tuition, personal } = draft;
  const status = (value: string) => oneOf(EDUCATION_STATUSES, value, TUTOR_PROFILE_DEFAULTS.educationStatus);
  const body: TutorProfileUpdateBody = {
    education: { ssc: { ...education.ssc }, hsc: { ...education.hsc } },
    tuition: {
      ...tuition,
      preferredAreas: cleanList(tuition.preferredAreas),
      preferredMedium: cleanList(tuition.preferredMedium),
      preferredClasses: cleanList(tuition.preferredClasses),
      preferredSubjects: cleanList(tuition.preferredSubjects),
      preferredTime: cleanList(tuition.preferredTime).filter((time): time is (typeof PREFERRED_TIMES)[number] =>
        (PREFERRED_TIMES as readonly string[]).includes(time),
      ),
      daysPerWeek: oneOf(DAYS_PER_WEEK_VALUES, tuition.daysPerWeek, TUTOR_PROFILE_DEFAULTS.daysPerWeek),
      experience: oneOf(EXPERIENCE_OPTIONS, tuition.experience, TUTOR_PROFILE_DEFAULTS.experience),
    },
    personal: { ...personal, gender: undefined },
  };
  for (const section of OPTIONAL_SECTIONS) {
    if (!isSectionStarted(education, section)) continue;
    if (section === 'diploma') body.education.diploma = { ...education.diploma, status: status(education.diploma.status) };
    else body.education[section] = { ...education[section], status: status(education[section].status) };
  }
  const gender = personal.gender;
  if ((PROFILE_GENDERS as readonly string[]).includes(gender)) {
    body.personal.gender = gender as (typeof PROFILE_GENDERS)[number];
  } else {
    delete body.personal.gender;
  }
  return body;
}

import {
  TUTOR_REQUEST_DEFAULTS,
  TUTOR_REQUEST_MESSAGES,
  tutorRequestWizardMachine,
  validateTutorRequestStep,
  type TutorRequestContext,
  type TutorRequestStep,
  type TutorRequestValues,
} from '@machines/tutor-request-wizard';

/** A request filled in up to (not including) the terms box. */
export const filledRequest: TutorRequestValues = {
  studentName: 'Ayaan Rahman',
  noOfStudents: 1,
  studentGender: 'male',
  institution: 'Mirpur Ideal School',
  district: 'Dhaka',
  area: 'Mirpur',
  locationDetails: 'House 12, Road 3, Mirpur 10',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'English', 'Physics'],
  tutoringType: 'home',
  preferredTutor: 'female',
  days: 4,
  tutoringTime: 'After 4 PM',
  salary: '5000-6000',
  notes: 'Weak in algebra; exams in March.',
  agreeTerms: false,
};

export const agreedRequest: TutorRequestValues = { ...filledRequest, agreeTerms: true };

/** The wizard machine resolved at a state, without running it (a still picture). */
export function wizardAt(
  value: TutorRequestStep | 'submitting',
  context: Partial<TutorRequestContext> = {},
) {
  return tutorRequestWizardMachine.resolveState({
    value,
    context: {
      values: { ...TUTOR_REQUEST_DEFAULTS, subjects: [] },
      errors: {},
      submitError: null,
      successMessage: null,
      draftRestored: false,
      ...context,
    },
  });
}

/** A step as it looks after a blocked Next (or Submit) with these values. */
export function blockedAt(step: TutorRequestStep, values: TutorRequestValues) {
  return wizardAt(step, { values, errors: validateTutorRequestStep(step, values) });
}

export const emptyStep2: TutorRequestValues = { ...filledRequest, medium: '', classLevel: '', subjects: [], tutoringType: '' };
export const emptyStep3: TutorRequestValues = { ...filledRequest, days: '', tutoringTime: '', salary: '', agreeTerms: false };
export const successContext: Partial<TutorRequestContext> = { successMessage: TUTOR_REQUEST_MESSAGES.success };

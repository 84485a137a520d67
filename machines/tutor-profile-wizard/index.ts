export {
  tutorProfileWizardMachine,
  profileSaveErrorMessage,
  parseTutorProfileDraft,
  PROFILE_REDIRECT_DELAY,
  PROFILE_SAVE_MESSAGES,
  TUTOR_PROFILE_MESSAGES,
  WIZARD_STEPS,
  type WizardStep,
  type WizardDocumentGate,
  type TutorProfileWizardContext,
  type TutorProfileWizardEvent,
  type TutorProfileWizardInput,
  type LoadProfileInput,
  type LoadProfileOutput,
  type InitializeProfileOutput,
  type SaveProfileInput,
  type SaveProfileOutput,
} from './tutor-profile-wizard.machine';
// Of the profile's rules, the values the wizard's screens, stories and tests read on their own (the machine takes the
// rest), and the drafts' types.
export {
  blankProfile,
  cleanList,
  incompleteSections,
  isSectionStarted,
  missingSchoolFields,
  missingSectionFields,
  requiredFieldsOf,
  OPTIONAL_SECTIONS,
  SCHOOL_FIELDS,
  SCHOOL_SECTIONS,
} from './profile-rules';
export type * from './profile-rules';

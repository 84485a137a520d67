export { TutorProfileWizard, type TutorProfileWizardProps } from './ui/TutorProfileWizard';
export { TutorProfileWizardView, type TutorProfileWizardViewProps } from './ui/TutorProfileWizardView';
export {
  TutorProfileWizardOverrides,
  type TutorProfileWizardOverridesValue,
  type TutorProfileWizardSnapshot,
} from './model/flow-overrides';
export { tutorProfileApi } from './api/tutor-profile-api';
export { toDraft, toUpdateBody } from './lib/profile-mapping';
export { educationOptionLabel, experienceLabel, catalogueLabel, type CatalogueGroup } from './lib/labels';

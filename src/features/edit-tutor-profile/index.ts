export { TutorProfileWizard, type TutorProfileWizardProps } from './ui/TutorProfileWizard';
export { TutorProfileWizardView, type TutorProfileWizardViewProps } from './ui/TutorProfileWizardView';
export {
  TutorProfileWizardActor,
  type TutorProfileWizardFlowProps,
  type TutorProfileWizardLogic,
  type TutorProfileWizardSnapshot,
} from './model/wizard-actor';
export { tutorProfileApi } from './api/tutor-profile-api';
export { toDraft, toUpdateBody } from './lib/profile-mapping';
export { educationOptionLabel, experienceLabel, catalogueLabel, type CatalogueGroup } from './lib/labels';

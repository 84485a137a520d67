export { UpdateProfilePage } from './ui/UpdateProfilePage';
export type { TutorProfileFlows } from './ui/TutorProfileSection';

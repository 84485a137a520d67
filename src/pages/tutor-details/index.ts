export { TutorDetailsPage } from './ui/TutorDetailsPage';

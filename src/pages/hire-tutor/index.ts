export { HireTutorPage } from './ui/HireTutorPage';

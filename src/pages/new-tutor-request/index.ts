export { NewTutorRequestPage } from './ui/NewTutorRequestPage';

export { TuitionDetailsPage } from './ui/TuitionDetailsPage';

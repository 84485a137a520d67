export { AdminCreateTuitionPage } from './ui/AdminCreateTuitionPage';

export { AdminStudentsPage } from './ui/AdminStudentsPage';

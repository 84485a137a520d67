export { AdminStudentsPage } from './ui/AdminStudentsPage';
export { studentsList } from './model/students-list';
// admin-student
export { StudentDetailsModal } from './ui/StudentDetailsModal';
export { formatRegistered, orNotAvailable } from './lib/format';

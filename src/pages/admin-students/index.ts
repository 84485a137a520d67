export { AdminStudentsPage } from './ui/AdminStudentsPage';
// admin-student
export { fetchAdminStudentsFx } from './model/students';
export { StudentDetailsModal } from './ui/StudentDetailsModal';
export { formatRegistered, orNotAvailable } from './lib/format';

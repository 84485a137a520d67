export { AdminTutorsPage } from './ui/AdminTutorsPage';
export { tutorsList, fetchAdminTutorsFx, TUTORS_LOAD_FAILURE } from './model/admin-tutors';

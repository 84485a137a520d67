import { adminUsersContract, callApi, type AdminStudentsQuery } from '@/shared/api';

/** One page of guardian/student accounts (admin only). */
export const fetchAdminStudents = (query: AdminStudentsQuery) =>
  callApi(adminUsersContract.students, { query: { ...query, userType: 'student' } });

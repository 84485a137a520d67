import { adminStudentsResponseSchema, request, type AdminStudentsQuery } from '@/shared/api';

/** GET /api/auth/get_all_users?userType=student&...: one page of guardian/student accounts (admin only). */
export const fetchAdminStudents = (query: AdminStudentsQuery) =>
  request(adminStudentsResponseSchema, '/api/auth/get_all_users', { query: { ...query, userType: 'student' } });

import { createEffect } from 'effector';
import type { AdminStudentsQuery, AdminStudentsResponse, ApiError } from '@/shared/api';
import { fetchAdminStudents } from '../api/admin-students-api';

/** One page of the admin students list; tests and stories answer it through a fork handler. */
export const fetchAdminStudentsFx = createEffect<AdminStudentsQuery, AdminStudentsResponse, ApiError>((query) =>
  fetchAdminStudents(query),
);

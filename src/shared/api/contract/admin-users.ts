import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from './common';
import { defineRoute, errorResponses } from './define-route';

/** The admin students list (GET /api/auth/get_all_users?userType=student). */
export const ADMIN_STUDENTS_PAGE_SIZE = 10;

export const adminStudentFilterSchema = z.enum(['all', 'today', 'active', 'inactive']);
export type AdminStudentFilter = z.infer<typeof adminStudentFilterSchema>;
export const adminStudentSortSchema = z.enum(['id', 'name', 'createdAt']);
export type AdminStudentSort = z.infer<typeof adminStudentSortSchema>;
export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

export const adminStudentsQuerySchema = z.object({
  userType: z.literal('student').default('student'),
  filter: adminStudentFilterSchema.default('all'),
  search: z.string().trim().max(100).default(''),
  sort: adminStudentSortSchema.default('createdAt'),
  order: sortOrderSchema.default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_STUDENTS_PAGE_SIZE),
});
/** What the client sends (every field optional; the server fills the defaults). */
export type AdminStudentsQuery = Partial<z.output<typeof adminStudentsQuerySchema>>;

export const adminStudentSchema = z.object({
  _id: z.string(),
  studentId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  area: z.string().nullable(),
  class: z.string().nullable(),
  medium: z.string().nullable(),
  institution: z.string().nullable(),
  address: z.string().nullable(),
  /** 'active': not switched off and signed in (or registered) within the last 30 days. */
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
  /** Deactivated by the team: no login, everything kept (issue 13, item 5). */
  disabled: z.boolean().optional(),
});
export type AdminStudent = z.infer<typeof adminStudentSchema>;

export const adminStudentCountsSchema = z.object({
  total: z.number().int(),
  today: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});
export type AdminStudentCounts = z.infer<typeof adminStudentCountsSchema>;

export const adminStudentsResponseSchema = z.object({
  students: z.array(adminStudentSchema),
  /** Rows matching filter and search (for paging). */
  total: z.number().int(),
  /** Whole-population counts for the stat cards, regardless of filter and search. */
  counts: adminStudentCountsSchema,
});
export type AdminStudentsResponse = z.infer<typeof adminStudentsResponseSchema>;

export const ADMIN_USER_MESSAGES = {
  deleted: 'User deleted successfully',
  notFound: 'User not found',
  cannotDeleteAdmin: 'An admin account cannot be deleted here',
  cannotDeleteSelf: 'You cannot delete your own account',
  hasOpenWork:
    'This member has an open fee or an assigned tuition, so the account cannot be deleted. Deactivate it instead: they can no longer sign in and everything is kept.',
  deactivated: 'Account deactivated: the member is signed out and can no longer sign in',
  reactivated: 'Account reactivated: the member can sign in again',
  alreadyDeactivated: 'This account is already deactivated',
  notDeactivated: 'This account is not deactivated',
  cannotDeactivateAdmin: 'Staff accounts are disabled on the Staff page',
} as const;

/** Guardians/Students management: the admin list, account deletion, deactivation. */
export const adminUsersContract = {
  students: defineRoute({
    method: 'GET',
    path: '/api/auth/get_all_users',
    access: 'admin',
    roles: ['matcher', 'verifier'],
    query: adminStudentsQuerySchema,
    responses: { 200: adminStudentsResponseSchema, ...errorResponses(401, 403) },
    tags: ['auth'],
    summary: 'Guardian/student accounts: filter, search, sort and page, with the stat-card counts',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/auth/delete_user/:id',
    access: 'admin',
    roles: [],
    params: idParamsSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
    tags: ['auth'],
    summary: 'Delete a student or tutor account and what hangs on it, in one transaction',
    messages: ADMIN_USER_MESSAGES,
  }),
  deactivate: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id/deactivate',
    access: 'admin',
    roles: [],
    params: idParamsSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
    tags: ['admin'],
    summary: 'Deactivate a student or tutor: no login, every session revoked at once, everything kept',
    messages: ADMIN_USER_MESSAGES,
  }),
  reactivate: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id/reactivate',
    access: 'admin',
    roles: [],
    params: idParamsSchema,
    responses: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
    tags: ['admin'],
    summary: 'Reactivate a deactivated student or tutor: they can sign in again',
    messages: ADMIN_USER_MESSAGES,
  }),
};

import { z } from 'zod';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { publicTutorRequestSchema } from './tutor-request';

// ── The admin's simple list of Hire a Tutor requests: GET /api/auth/get_tutor_request, PUT /api/auth/change_request_status/{id}

/** The tabs of the simple list: All, Pending (isCompleted false) and Completed (isCompleted true). */
export const HIRE_REQUEST_FILTERS = ['all', 'pending', 'completed'] as const;
export const hireRequestFilterSchema = z.enum(HIRE_REQUEST_FILTERS);
export type HireRequestFilter = z.infer<typeof hireRequestFilterSchema>;

/** Cards per page; the server never answers more than HIRE_REQUESTS_MAX_LIMIT. */
export const HIRE_REQUESTS_PAGE_SIZE = 20;
export const HIRE_REQUESTS_MAX_LIMIT = 100;

export const HIRE_REQUEST_MESSAGES = {
  updated: 'Request status updated',
  notFound: 'Tutor request not found',
  /** The spec's alert when the toggle fails. */
  toggleFailed: 'Failed to update status',
  /** The spec only logs a failed fetch; the working screen says so (docs/decisions.md). */
  loadFailed: 'Failed to load tutor requests',
} as const;

export const hireRequestListQuerySchema = z.object({
  status: hireRequestFilterSchema.default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(HIRE_REQUESTS_MAX_LIMIT).default(HIRE_REQUESTS_PAGE_SIZE),
});
export type HireRequestListQuery = z.input<typeof hireRequestListQuerySchema>;

/** How many requests each tab holds, whatever the page and filter. */
export const hireRequestCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
});
export type HireRequestCounts = z.infer<typeof hireRequestCountsSchema>;

export const hireRequestListResponseSchema = z.object({
  /** One page of the tab's requests, newest first. */
  data: z.array(publicTutorRequestSchema),
  /** Requests in the tab (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  counts: hireRequestCountsSchema,
});
export type HireRequestListResponse = z.infer<typeof hireRequestListResponseSchema>;

/**
 * PUT /api/auth/change_request_status/{id}: an empty body toggles isCompleted (the spec's call);
 * `{ isCompleted }` sets it, so a double click or two admins at once cannot flip it back.
 */
export const changeHireRequestStatusBodySchema = z.object({ isCompleted: z.boolean().optional() }).strict().nullish();
export type ChangeHireRequestStatusBody = z.infer<typeof changeHireRequestStatusBodySchema>;

export const hireRequestUpdatedSchema = z.object({ message: z.string(), data: publicTutorRequestSchema });
export type HireRequestUpdated = z.infer<typeof hireRequestUpdatedSchema>;

/**
 * The admin's simple list of Hire a Tutor requests. The old client fetched it without a token; the
 * requests hold guardians' phone numbers, so both calls are for admins only.
 */
export const adminHireRequestsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/auth/get_tutor_request',
    access: 'admin',
    roles: ['matcher'],
    query: hireRequestListQuerySchema,
    responses: { 200: hireRequestListResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['requests'],
    summary: 'Hire a Tutor requests (admins): one tab (all, pending, completed), newest first, paged, with every tab\u2019s count',
  }),
  changeStatus: defineRoute({
    method: 'PUT',
    path: '/api/auth/change_request_status/:id',
    access: 'admin',
    roles: ['matcher'],
    params: idParamsSchema,
    body: changeHireRequestStatusBodySchema,
    responses: { 200: hireRequestUpdatedSchema, ...errorResponses(400, 401, 403, 404) },
    tags: ['requests'],
    summary: 'Toggle a Hire a Tutor request between pending and completed (admins); { isCompleted } sets it instead',
    messages: HIRE_REQUEST_MESSAGES,
  }),
};

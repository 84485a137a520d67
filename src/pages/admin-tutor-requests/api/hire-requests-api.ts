import {
  HIRE_REQUESTS_PAGE_SIZE,
  hireRequestListResponseSchema,
  hireRequestUpdatedSchema,
  request,
  type HireRequestFilter,
} from '@/shared/api';

/** GET /api/auth/get_tutor_request: one page of a tab, newest first (admin token: the cards carry phone numbers). */
export const fetchHireRequests = ({ status, page }: { status: HireRequestFilter; page: number }) =>
  request(hireRequestListResponseSchema, '/api/auth/get_tutor_request', {
    query: { status, page, limit: HIRE_REQUESTS_PAGE_SIZE },
  });

/** PUT /api/auth/change_request_status/{id}: sets isCompleted to the value the button shows (safe to repeat). */
export const sendHireRequestStatus = ({ id, isCompleted }: { id: string; isCompleted: boolean }) =>
  request(hireRequestUpdatedSchema, `/api/auth/change_request_status/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isCompleted },
  });

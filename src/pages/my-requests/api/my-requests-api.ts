import { myRequestListSchema, myRequestSavedSchema, request, type StudentTutorRequestBody } from '@/shared/api';

const one = (id: string) => `/api/me/requests/${encodeURIComponent(id)}`;

export const myRequestsApi = {
  /** GET /api/me/requests: the guardian's own requests with their stages. */
  list: () => request(myRequestListSchema, '/api/me/requests'),
  /** PUT /api/me/requests/{id}: the whole request again (only while waiting for review). */
  edit: (id: string, body: StudentTutorRequestBody) => request(myRequestSavedSchema, one(id), { method: 'PUT', body }),
  /** POST /api/me/requests/{id}/withdraw. */
  withdraw: (id: string, reason?: string) =>
    request(myRequestSavedSchema, `${one(id)}/withdraw`, { method: 'POST', body: reason ? { reason } : {} }),
};

import { myRequestChangedSchema, myShortlistSchema, request, type PickTutorBody } from '@/shared/api';

const base = (requestId: string) => `/api/me/requests/${encodeURIComponent(requestId)}`;

export const shortlistApi = {
  /** GET /api/me/requests/{id}/shortlist: the shortlisted tutors' public profiles and CV links. */
  fetch: (requestId: string) => request(myShortlistSchema, `${base(requestId)}/shortlist`),
  /** POST /api/me/requests/{id}/pick. */
  pick: (requestId: string, body: PickTutorBody) => request(myRequestChangedSchema, `${base(requestId)}/pick`, { method: 'POST', body }),
  /** POST /api/me/requests/{id}/more. */
  more: (requestId: string, note?: string) =>
    request(myRequestChangedSchema, `${base(requestId)}/more`, { method: 'POST', body: note ? { note } : {} }),
};

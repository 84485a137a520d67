import {
  request,
  requestStatusChangedSchema,
  studentTutorRequestResponseSchema,
  tutorRequestUpdatedSchema,
  type ReviewDecision,
  type TutorRequestEditBody,
} from '@/shared/api';

const path = (call: string, id: string) => `/api/students/${call}/${encodeURIComponent(id)}`;

/** The review screen's calls (admin token). */
export const reviewRequestApi = {
  /** GET one request, fresh, when its details open. */
  fetch: (id: string) => request(studentTutorRequestResponseSchema, path('get-tutor-request', id)),
  /** 'approved' also creates the tuition and stores its jobId on the server, in one transaction. */
  changeStatus: (id: string, status: ReviewDecision, reason?: string) =>
    request(requestStatusChangedSchema, path('change-request-status', id), {
      method: 'PUT',
      body: { status, ...(reason ? { reason } : {}) },
    }),
  save: (id: string, body: TutorRequestEditBody) =>
    request(tutorRequestUpdatedSchema, path('update-tutor-request', id), { method: 'PUT', body }),
};

import { request, tuitionSavedResponseSchema, type CloseTuitionBody } from '@/shared/api';

/** PUT /api/admin/tuitions/{id}/close: the job leaves the board with its reason (matcher, owner). */
export const closeTuition = (jobId: string, body: CloseTuitionBody) =>
  request(tuitionSavedResponseSchema, `/api/admin/tuitions/${encodeURIComponent(jobId)}/close`, { method: 'PUT', body });

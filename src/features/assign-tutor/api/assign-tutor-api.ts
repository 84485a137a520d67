import { applicationUpdatedSchema, request, type SelectTutorBody } from '@/shared/api';

/** PUT /api/tuitionApply/select/{jobId} with the tutor and the agreed terms: the job's record after the selection. */
export function sendSelectTutor(jobId: string, body: SelectTutorBody) {
  return request(applicationUpdatedSchema, `/api/tuitionApply/select/${encodeURIComponent(jobId)}`, {
    method: 'PUT',
    body,
  });
}

/** PUT /api/tuitionApply/deassign/{jobId}: the job's record after the deassignment. */
export function sendDeassignTutor(jobId: string) {
  return request(applicationUpdatedSchema, `/api/tuitionApply/deassign/${encodeURIComponent(jobId)}`, { method: 'PUT' });
}

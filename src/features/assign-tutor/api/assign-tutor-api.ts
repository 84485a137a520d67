import { applicationUpdatedSchema, request } from '@/shared/api';

/** PUT /api/tuitionApply/select/{jobId}: the job's record after the selection. */
export function sendSelectTutor(jobId: string, tutorId: string) {
  return request(applicationUpdatedSchema, `/api/tuitionApply/select/${encodeURIComponent(jobId)}`, {
    method: 'PUT',
    body: { tutorId },
  });
}

/** PUT /api/tuitionApply/deassign/{jobId}: the job's record after the deassignment. */
export function sendDeassignTutor(jobId: string) {
  return request(applicationUpdatedSchema, `/api/tuitionApply/deassign/${encodeURIComponent(jobId)}`, { method: 'PUT' });
}

import { request } from '@/shared/api';
import { messageResponseSchema } from '@/shared/api';

/** DELETE /api/tuitions/{id}: an admin removes a job (auth, admin only). */
export const deleteTuition = (jobId: string) =>
  request(messageResponseSchema, `api/tuitions/${encodeURIComponent(jobId)}`, { method: 'DELETE' });

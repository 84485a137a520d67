import { ApiError, request } from '@/shared/api';
import { applyResponseSchema } from '@/shared/api';

/** POST /api/tuitionApply/apply/{id}: the signed-in tutor applies (auth, empty body). */
export async function applyToTuition(jobId: string) {
  const response = await request(applyResponseSchema, `api/tuitionApply/apply/${encodeURIComponent(jobId)}`, {
    method: 'POST',
  });
  // The spec reads `success`: a 200 that says no is a refusal with the server's reason.
  if (!response.success) throw new ApiError(response.message, 200, Boolean(response.message));
  return response;
}

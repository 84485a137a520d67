import { ApiError, applicationsContract, callApi } from '@/shared/api';

/** The signed-in tutor applies (auth, empty body). */
export async function applyToTuition(jobId: string) {
  const response = await callApi(applicationsContract.apply, { params: { id: jobId } });
  // The spec reads `success`: a 200 that says no is a refusal with the server's reason.
  if (!response.success) throw new ApiError(response.message, 200, Boolean(response.message));
  return response;
}

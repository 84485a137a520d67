import { adminTuitionsContract, callApi, type CloseTuitionBody } from '@/shared/api';

/** The job leaves the board with its reason (matcher, owner). */
export const closeTuition = (jobId: string, body: CloseTuitionBody) =>
  callApi(adminTuitionsContract.close, { params: { id: jobId }, body });

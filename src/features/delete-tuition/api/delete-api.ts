import { callApi, tuitionsContract } from '@/shared/api';

/** An admin removes a job (auth, admin only). */
export const deleteTuition = (jobId: string) => callApi(tuitionsContract.remove, { params: { id: jobId } });

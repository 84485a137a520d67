import { adminTuitionsContract, callApi, type CreateTuitionBody } from '@/shared/api';

/** An admin posts an active job (answer 201 with data.jobId). */
export const createTuition = (body: CreateTuitionBody) => callApi(adminTuitionsContract.create, { body });

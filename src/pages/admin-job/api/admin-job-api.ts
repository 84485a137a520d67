import { callApi, memberReportsContract } from '@/shared/api';

/** The job, its request, applicants, assignment, fees with ledgers, and history. */
export const fetchAdminJob = (jobId: string) => callApi(memberReportsContract.jobPage, { params: { jobId } });

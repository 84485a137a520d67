import { adminJobPageSchema, request } from '@/shared/api';

/** GET /api/admin/jobs/{jobId}: the job, its request, applicants, assignment, fees with ledgers, and history. */
export const fetchAdminJob = (jobId: string) => request(adminJobPageSchema, `/api/admin/jobs/${encodeURIComponent(jobId)}`);

import { request, tuitionSavedResponseSchema, type CreateTuitionBody } from '@/shared/api';

/** POST /api/tuitions/create: an admin posts an active job (answer 201 with data.jobId). */
export const createTuition = (body: CreateTuitionBody) =>
  request(tuitionSavedResponseSchema, '/api/tuitions/create', { method: 'POST', body });

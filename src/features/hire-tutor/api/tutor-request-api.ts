import { publicTutorRequestCreatedSchema, request, type PublicTutorRequestBody } from '@/shared/api';

/** POST /api/auth/create_tutor_request: the public Hire a Tutor form. */
export const createTutorRequest = (body: PublicTutorRequestBody) =>
  request(publicTutorRequestCreatedSchema, 'api/auth/create_tutor_request', { method: 'POST', body });

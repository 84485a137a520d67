import { callApi, tutorRequestsContract, type PublicTutorRequestBody } from '@/shared/api';

/** The public Hire a Tutor form. */
export const createTutorRequest = (body: PublicTutorRequestBody) => callApi(tutorRequestsContract.create, { body });

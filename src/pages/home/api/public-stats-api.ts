import { callApi, contentContract } from '@/shared/api';

/** Tutors, guardians/students and live tuition jobs, counted now. */
export const fetchPublicStats = () => callApi(contentContract.publicStats);

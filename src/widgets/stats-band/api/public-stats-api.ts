import { publicStatsResponseSchema, request } from '@/shared/api';

/** GET /api/stats/public: tutors, guardians/students and live tuition jobs, counted now. */
export const fetchPublicStats = () => request(publicStatsResponseSchema, '/api/stats/public');

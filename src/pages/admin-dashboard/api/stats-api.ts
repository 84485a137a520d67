import { adminStatsResponseSchema, request } from '@/shared/api';

/** GET /api/admin/stats: the dashboard's counts and month-over-month growth (admin token). */
export const fetchAdminStats = () => request(adminStatsResponseSchema, '/api/admin/stats');

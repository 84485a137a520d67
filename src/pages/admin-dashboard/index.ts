export { AdminDashboardPage } from './ui/AdminDashboardPage';
export { fetchAdminStatsFx, STATS_ERROR_FALLBACK } from './model/stats';

export { AdminDashboardPage } from './ui/AdminDashboardPage';
export { fetchAdminStatsFx, STATS_ERROR_FALLBACK } from './model/stats';
export { fetchFinanceSummaryFx, FINANCE_ERROR_FALLBACK } from './model/finance';

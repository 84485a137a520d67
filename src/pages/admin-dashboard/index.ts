export { AdminDashboardPage } from './ui/AdminDashboardPage';

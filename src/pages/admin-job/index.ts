export { AdminJobPage, AdminJobView, type AdminJobViewProps } from './ui/AdminJobPage';

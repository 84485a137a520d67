export { AdminMemberReportsPage, type AdminMemberReportsPageProps } from './ui/AdminMemberReportsPage';

export { AdminMemberReportsPage, type AdminMemberReportsPageProps } from './ui/AdminMemberReportsPage';
// confirm-member-report
export { DecideReportDialog, type DecideReportDialogProps, type DecideState } from './ui/DecideReportDialog';
export { decideReport, fetchPaymentReports, fetchTuitionEndReports, type ReportKind } from './api/member-reports-api';

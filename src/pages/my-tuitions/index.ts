export { MyTuitionsPage } from './ui/MyTuitionsPage';
export { myTuitionsList, fetchMyTuitionsFx, MY_TUITIONS_LOAD_ERROR } from './model/my-tuitions';
// report-payment
export { ReportPayment, type ReportPaymentProps } from './ui/ReportPayment';
export { ReportPaymentDialog, type ReportPaymentDialogProps, type PaymentReportValues } from './ui/ReportPaymentDialog';
export { fetchMyPaymentReports, fetchReceipt, sendPaymentReport } from './api/report-payment-api';
export { receiptFileName } from './lib/download';

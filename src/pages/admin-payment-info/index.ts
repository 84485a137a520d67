export { AdminPaymentInfoPage, type AdminPaymentInfoPageProps } from './ui/AdminPaymentInfoPage';
export { paymentsList } from './model/payments';
export { setPaymentStatusFx } from './model/record-payment';
export { deletePaymentFx } from './model/delete-payment';
export { paymentRow } from './lib/payment-view';
// export-ledger
export { ExportLedgerCsv, type ExportLedgerCsvProps } from './ui/ExportLedgerCsv';
export { fetchLedgerCsv } from './api/export-ledger';
// record-history
export { RecordHistory, RecordHistoryModal, type RecordHistoryProps, type RecordHistoryModalProps } from './ui/RecordHistory';
export { fetchRecordHistory } from './api/record-history';
// record-payment
export { PaymentStatusDialog, PaymentStatusSelect, type PaymentStatusDialogProps } from './ui/PaymentStatusDialog';
export {
  STATUS_NEEDS,
  emptyStatusChangeForm,
  paymentMethodLabel,
  statusChangeDetails,
  statusChangeErrors,
  statusChangeSummary,
  type StatusChangeDetails,
  type StatusChangeForm,
} from './lib/status-change';

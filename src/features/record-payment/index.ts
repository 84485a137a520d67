export { PaymentStatusDialog, type PaymentStatusDialogProps } from './ui/PaymentStatusDialog';
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

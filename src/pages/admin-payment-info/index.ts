export { AdminPaymentInfoPage } from './ui/AdminPaymentInfoPage';
export {
  paymentsOpened,
  fetchPaymentsFx,
  setPaymentStatusFx,
  deletePaymentFx,
  $filter,
  $payments,
  $total,
} from './model/payments';
export { filterLabel, paymentRow, UNKNOWN_TUTOR } from './lib/payment-view';

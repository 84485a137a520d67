export { AdminPaymentInfoPage } from './ui/AdminPaymentInfoPage';
export {
  paymentsOpened,
  fetchPaymentsFx,
  setPaymentStatusFx,
  deletePaymentFx,
  filterChanged,
  $filter,
  $loaded,
  $payments,
  $total,
} from './model/payments';
export { filterLabel, paymentRow, UNKNOWN_TUTOR } from './lib/payment-view';

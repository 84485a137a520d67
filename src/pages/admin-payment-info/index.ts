export { AdminPaymentInfoPage, PaymentStatusSelect, type AdminPaymentInfoPageProps } from './ui/AdminPaymentInfoPage';
export { paymentsList, fetchPaymentsFx, setPaymentStatusFx, deletePaymentFx } from './model/payments';
export { filterLabel, paymentRow, UNKNOWN_TUTOR } from './lib/payment-view';

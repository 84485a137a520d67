export { theme, cssVariablesResolver } from './theme';
export { routes } from './routes';
export {
  PAYMENT_CHANNELS,
  PAYMENT_ACCOUNTS_ARE_PLACEHOLDERS,
  AFTER_PAYMENT_NOTE,
  paymentReferenceFor,
  type PaymentChannel,
} from './payment-instructions';
export { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_INTERNATIONAL, SUPPORT_PHONE_HREF, OFFICE_ADDRESS } from './contact';
// The catalogue is this segment's public API too (steiger: shared segments are imported through their index).
export * from './catalogue';

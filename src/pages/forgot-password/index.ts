export { ForgotPasswordPage } from './ui/ForgotPasswordPage';
// reset-password
export { ResetPasswordForm } from './ui/ResetPasswordForm';
export { ResetPasswordView, type ResetPasswordViewProps } from './ui/ResetPasswordView';
export {
  PasswordResetActor,
  type PasswordResetFlowProps,
  type PasswordResetLogic,
  type PasswordResetSnapshot,
} from './model/password-reset-actor';

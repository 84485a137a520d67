export { ResetPasswordForm } from './ui/ResetPasswordForm';
export { ResetPasswordView, type ResetPasswordViewProps } from './ui/ResetPasswordView';
export {
  PasswordResetFlowOverrides,
  type PasswordResetFlowOverridesValue,
  type PasswordResetSnapshot,
} from './model/flow-overrides';

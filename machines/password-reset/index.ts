export {
  passwordResetMachine,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_REDIRECT_DELAY,
  type PasswordResetContext,
  type PasswordResetEvent,
  type ResetEmailInput,
  type ResetMessageOutput,
  type ResetOtpInput,
  type ResetPasswordInput,
} from './password-reset.machine';

export {
  DEFAULT_RESEND_AFTER_SECONDS,
  OTP_CODE_MESSAGES,
  OTP_DIGITS,
  emptyOtpBoxes,
  freshOtpCodeStatus,
  isCodeFailure,
  otpBoxesOf,
  otpFailureOf,
  statusAfterRefusal,
  statusAfterResendRefusal,
  type OtpCodeStatus,
  type OtpFailure,
} from './otp-code';
export {
  emptyOtpStep,
  failureMessage,
  noOtpCodeStatus,
  otpCodeStep,
  type OtpStepContext,
  type OtpStepEvent,
} from './otp-code-step';

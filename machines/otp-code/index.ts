// The code step is what machines take (otp-code-step); of its building blocks (otp-code) only what a machine or a
// screen reads on its own: the messages, the number of boxes, a failure read, the code's status.
export { OTP_CODE_MESSAGES, OTP_DIGITS, otpFailureOf, type OtpCodeStatus } from './otp-code';
export {
  emptyOtpStep,
  failureMessage,
  otpCodeStep,
  type OtpStepContext,
  type OtpStepEvent,
} from './otp-code-step';

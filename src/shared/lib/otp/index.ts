export {
  OTP_LENGTH,
  emptyOtp,
  normalizeOtp,
  otpValue,
  isOtpComplete,
  firstEmptyIndex,
  enterDigit,
  keyTarget,
  pasteOtp,
  type OtpDigits,
  type OtpEdit,
} from './otp';

export { OtpInput, type OtpInputProps } from './OtpInput';
export { ResendCode, type ResendCodeProps } from './ResendCode';
export { OtpCodeStatusText, type OtpCodeStatusTextProps } from './OtpCodeStatusText';

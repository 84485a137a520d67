import {
  loginResponseSchema,
  messageResponseSchema,
  otpSentResponseSchema,
  registerResponseSchema,
  userResponseSchema,
  type ForgotPasswordBody,
  type LoginBody,
  type OtpBody,
  type RegistrationBody,
  type ResetPasswordBody,
} from './contract';
import { request } from './client';

export const authApi = {
  login: (body: LoginBody) => request(loginResponseSchema, '/api/auth/login', { method: 'POST', body }),
  initiateRegistration: (body: RegistrationBody) =>
    request(otpSentResponseSchema, '/api/auth/initiate_registration', { method: 'POST', body }),
  verifyRegistration: (body: OtpBody) =>
    request(messageResponseSchema, '/api/auth/verify_registration', { method: 'POST', body }),
  register: (body: RegistrationBody) => request(registerResponseSchema, '/api/auth/register', { method: 'POST', body }),
  logout: () => request(messageResponseSchema, '/api/auth/logout', { method: 'GET' }),
  forgotPassword: (body: ForgotPasswordBody) =>
    request(otpSentResponseSchema, '/api/auth/forgot-password', { method: 'POST', body }),
  verifyResetOtp: (body: OtpBody) => request(messageResponseSchema, '/api/auth/verify-reset-otp', { method: 'POST', body }),
  resetPassword: (body: ResetPasswordBody) =>
    request(messageResponseSchema, '/api/auth/reset-password', { method: 'POST', body }),
  getUser: (id: string) => request(userResponseSchema, `/api/auth/get_all_users/${encodeURIComponent(id)}`),
};

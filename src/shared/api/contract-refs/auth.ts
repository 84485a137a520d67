// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { authContract as AuthContract } from '../contract/auth';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/auth');

export const authContract: RouteRefs<typeof AuthContract> = {
  login: { method: 'POST', path: '/api/auth/login', takes: ['body'], load: () => load().then((file) => file.authContract.login) },
  initiateRegistration: { method: 'POST', path: '/api/auth/initiate_registration', takes: ['body'], load: () => load().then((file) => file.authContract.initiateRegistration) },
  verifyRegistration: { method: 'POST', path: '/api/auth/verify_registration', takes: ['body'], load: () => load().then((file) => file.authContract.verifyRegistration) },
  register: { method: 'POST', path: '/api/auth/register', takes: ['body'], load: () => load().then((file) => file.authContract.register) },
  logout: { method: 'GET', path: '/api/auth/logout', takes: [], load: () => load().then((file) => file.authContract.logout) },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', takes: ['body'], load: () => load().then((file) => file.authContract.forgotPassword) },
  verifyResetOtp: { method: 'POST', path: '/api/auth/verify-reset-otp', takes: ['body'], load: () => load().then((file) => file.authContract.verifyResetOtp) },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', takes: ['body'], load: () => load().then((file) => file.authContract.resetPassword) },
  user: { method: 'GET', path: '/api/auth/get_all_users/:id', takes: ['params'], load: () => load().then((file) => file.authContract.user) },
};

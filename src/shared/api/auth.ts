import { callApi, type CallInput } from './call-api';
import { authContract } from './contract-refs';

type BodyOf<R extends keyof typeof authContract> = CallInput<(typeof authContract)[R]>['body'];

export const authApi = {
  login: (body: BodyOf<'login'>) => callApi(authContract.login, { body }),
  initiateRegistration: (body: BodyOf<'initiateRegistration'>) => callApi(authContract.initiateRegistration, { body }),
  verifyRegistration: (body: BodyOf<'verifyRegistration'>) => callApi(authContract.verifyRegistration, { body }),
  register: (body: BodyOf<'register'>) => callApi(authContract.register, { body }),
  logout: () => callApi(authContract.logout),
  forgotPassword: (body: BodyOf<'forgotPassword'>) => callApi(authContract.forgotPassword, { body }),
  verifyResetOtp: (body: BodyOf<'verifyResetOtp'>) => callApi(authContract.verifyResetOtp, { body }),
  resetPassword: (body: BodyOf<'resetPassword'>) => callApi(authContract.resetPassword, { body }),
  getUser: (id: string) => callApi(authContract.user, { params: { id } }),
};

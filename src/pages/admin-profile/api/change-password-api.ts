import { accountContract, callApi, type ChangePasswordBody } from '@/shared/api';

export const changePasswordApi = {
  change: (body: ChangePasswordBody) => callApi(accountContract.changePassword, { body }),
};

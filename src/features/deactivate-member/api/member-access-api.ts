import { adminUsersContract, callApi } from '@/shared/api';

/** Deactivate or reactivate (owner): no login and sessions revoked, or back in. */
export const setMemberAccess = (userId: string, deactivate: boolean) =>
  callApi(deactivate ? adminUsersContract.deactivate : adminUsersContract.reactivate, { params: { id: userId } });

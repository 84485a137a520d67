import { adminUsersContract, callApi } from '@/shared/api';

/** An admin removes a student or tutor account (admin only). */
export const deleteUser = (userId: string) => callApi(adminUsersContract.remove, { params: { id: userId } });

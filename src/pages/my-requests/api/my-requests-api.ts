import { callApi, myRequestsContract, type StudentTutorRequestBody } from '@/shared/api';

export const myRequestsApi = {
  /** The guardian's own requests with their stages. */
  list: () => callApi(myRequestsContract.list),
  /** The whole request again (only while waiting for review). */
  edit: (id: string, body: StudentTutorRequestBody) => callApi(myRequestsContract.edit, { params: { id }, body }),
  withdraw: (id: string, reason?: string) =>
    callApi(myRequestsContract.withdraw, { params: { id }, body: reason ? { reason } : {} }),
};

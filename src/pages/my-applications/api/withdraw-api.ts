import { callApi, myWorkContract } from '@/shared/api';

/** The tutor takes back one of their applications. */
export function sendWithdrawal(applicationId: string) {
  return callApi(myWorkContract.withdraw, { params: { id: applicationId } });
}

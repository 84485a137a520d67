import { callApi, myWorkContract, type MyApplicationListQuery } from '@/shared/api';

/** One page of the tutor's own applications, newest first. */
export function fetchMyApplications(query: MyApplicationListQuery) {
  return callApi(myWorkContract.applications, { query });
}

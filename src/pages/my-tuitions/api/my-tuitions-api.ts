import { callApi, myWorkContract } from '@/shared/api';

/** The tuitions the tutor was selected for. */
export function fetchMyTuitions() {
  return callApi(myWorkContract.tuitions);
}

import { callApi, myWorkContract } from '@/shared/api';

/** What the signed-in tutor's profile still needs for verification and premium. */
export function getProfileChecklist() {
  return callApi(myWorkContract.profileChecklist);
}

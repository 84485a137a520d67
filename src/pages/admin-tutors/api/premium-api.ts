import { adminTutorsContract, callApi } from '@/shared/api';

/** Sets the tutor's premium mark. */
export function sendPremium(tutorId: string, isPremium: boolean) {
  return callApi(adminTutorsContract.premium, { params: { id: tutorId }, body: { isPremium } });
}

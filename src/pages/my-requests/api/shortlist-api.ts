import { callApi, myRequestsContract, type PickTutorBody } from '@/shared/api';

export const shortlistApi = {
  /** The shortlisted tutors' public profiles and CV links. */
  fetch: (requestId: string) => callApi(myRequestsContract.shortlist, { params: { id: requestId } }),
  pick: (requestId: string, body: PickTutorBody) => callApi(myRequestsContract.pick, { params: { id: requestId }, body }),
  more: (requestId: string, note?: string) =>
    callApi(myRequestsContract.more, { params: { id: requestId }, body: note ? { note } : {} }),
};

import { callApi, staffContract, type ActivityEntry } from '@/shared/api';

/** One record's own history, newest first. */
export async function fetchRecordHistory(recordType: string, recordId: string): Promise<ActivityEntry[]> {
  const answer = await callApi(staffContract.activity, { query: { recordType, recordId, limit: 200 } });
  return answer.data;
}

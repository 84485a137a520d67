import { activityListResponseSchema, request, type ActivityEntry } from '@/shared/api';

/** GET /api/admin/activity?recordType=…&recordId=…: one record's own history, newest first. */
export async function fetchRecordHistory(recordType: string, recordId: string): Promise<ActivityEntry[]> {
  const answer = await request(activityListResponseSchema, '/api/admin/activity', { query: { recordType, recordId, limit: 200 } });
  return answer.data;
}

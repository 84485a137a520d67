import { applyStatusResponseSchema, request } from '@/shared/api';

/** GET /api/students/{id}/apply-status: the five "Apply Status" counts of a student. */
export function getApplyStatus(userId: string) {
  return request(applyStatusResponseSchema, `/api/students/${encodeURIComponent(userId)}/apply-status`);
}

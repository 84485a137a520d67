import { collectViaGuardianAnswerSchema, request } from '@/shared/api';

/** PUT /api/payments/{id}/collect-via-guardian with the reason. */
export function markCollectViaGuardian(paymentId: string, reason: string) {
  return request(collectViaGuardianAnswerSchema, `/api/payments/${encodeURIComponent(paymentId)}/collect-via-guardian`, {
    method: 'PUT',
    body: { reason },
  });
}

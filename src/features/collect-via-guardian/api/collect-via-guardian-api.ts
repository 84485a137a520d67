import { callApi, memberReportsContract } from '@/shared/api';

/** Mark an unpaid fee to be collected via the guardian, with the reason. */
export function markCollectViaGuardian(paymentId: string, reason: string) {
  return callApi(memberReportsContract.collectViaGuardian, { params: { id: paymentId }, body: { reason } });
}

import { callApi, studentsContract } from '@/shared/api';

/** The five "Apply Status" counts of a student. */
export function getApplyStatus(userId: string) {
  return callApi(studentsContract.applyStatus, { params: { id: userId } });
}

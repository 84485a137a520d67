import { callApi, studentsContract, type StudentTutorRequestBody } from '@/shared/api';

/** A student's new request, for the admins to review. */
export function createStudentTutorRequest(userId: string, body: StudentTutorRequestBody) {
  return callApi(studentsContract.createTutorRequest, { params: { id: userId }, body });
}

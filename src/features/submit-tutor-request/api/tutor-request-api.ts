import { request, studentTutorRequestCreatedSchema, type StudentTutorRequestBody } from '@/shared/api';

/** POST /api/students/{id}/tutor-request: a student's new request, for the admins to review. */
export function createStudentTutorRequest(userId: string, body: StudentTutorRequestBody) {
  return request(studentTutorRequestCreatedSchema, `/api/students/${encodeURIComponent(userId)}/tutor-request`, {
    method: 'POST',
    body,
  });
}

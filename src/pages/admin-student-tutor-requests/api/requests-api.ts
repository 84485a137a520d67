import {
  ApiError,
  callApi,
  STUDENT_REQUESTS_PAGE_SIZE,
  studentsContract,
  studentTutorRequestPageSchema,
  type StudentRequestFilter,
} from '@/shared/api';

/** One page of a tab, newest first, with every tab's count (an admin's answer for a tab carries them all). */
export const fetchRequestPage = async ({ status, page }: { status: StudentRequestFilter; page: number }) => {
  const answer = await callApi(studentsContract.tutorRequests, { query: { status, page, limit: STUDENT_REQUESTS_PAGE_SIZE } });
  const paged = studentTutorRequestPageSchema.safeParse(answer);
  if (!paged.success) throw new ApiError('Unexpected response from the server', 0, false);
  return paged.data;
};

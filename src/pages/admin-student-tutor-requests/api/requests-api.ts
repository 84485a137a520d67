import {
  request,
  STUDENT_REQUESTS_PAGE_SIZE,
  studentTutorRequestPageSchema,
  type StudentRequestFilter,
} from '@/shared/api';

/** GET /api/students/get-tutor-requests?status=…&page=…: one page of a tab, newest first, with every tab's count. */
export const fetchRequestPage = ({ status, page }: { status: StudentRequestFilter; page: number }) =>
  request(studentTutorRequestPageSchema, '/api/students/get-tutor-requests', {
    query: { status, page, limit: STUDENT_REQUESTS_PAGE_SIZE },
  });

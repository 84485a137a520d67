import { request, studentTutorRequestListSchema } from '@/shared/api';

/** The signed-in student's tutor requests (an admin gets everyone's). */
export const studentRequestApi = {
  list: () => request(studentTutorRequestListSchema, '/api/students/get-tutor-requests'),
};

import { callApi, studentsContract } from '@/shared/api';

/** The signed-in student's tutor requests (an admin gets everyone's). */
export const studentRequestApi = {
  list: () => callApi(studentsContract.tutorRequests, { query: {} }),
};

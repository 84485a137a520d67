import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, StudentTutorRequest } from '@/shared/api';
import { studentRequestApi } from '../api/student-request-api';

/** Spec section 8, "Dashboard": what a failed load of the requests shows. */
export const REQUESTS_LOAD_ERROR = 'No tutor requests found';

export type StudentRequestsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Load (or reload, e.g. "Try Again") the student's tutor requests. */
export const studentRequestsRequested = createEvent();
/** Forget the list (another person may sign in on this tab). */
export const studentRequestsCleared = createEvent();

export const fetchStudentRequestsFx = createEffect<void, StudentTutorRequest[], ApiError>(
  async () => (await studentRequestApi.list()).requests,
);

export const $studentRequests = createStore<StudentTutorRequest[]>([])
  .on(fetchStudentRequestsFx.doneData, (_, requests) => requests)
  .reset(studentRequestsCleared);

export const $studentRequestsStatus = createStore<StudentRequestsStatus>('idle')
  .on(fetchStudentRequestsFx, () => 'loading')
  .on(fetchStudentRequestsFx.done, () => 'ready')
  .on(fetchStudentRequestsFx.fail, () => 'error')
  .reset(studentRequestsCleared);

/** The catalogue's text, with the server's reason when it gave one. */
export const $studentRequestsError = createStore<{ title: string; detail: string | null } | null>(null)
  .on(fetchStudentRequestsFx, () => null)
  .on(fetchStudentRequestsFx.failData, (_, error) => ({
    title: REQUESTS_LOAD_ERROR,
    detail: error.fromServer ? error.message : null,
  }))
  .reset(studentRequestsCleared);

sample({
  clock: studentRequestsRequested,
  source: fetchStudentRequestsFx.pending,
  filter: (pending) => !pending,
  fn: () => undefined,
  target: fetchStudentRequestsFx,
});

import { createEvent, createStore, sample } from 'effector';
import { applicationsCleared, applicationsRequested } from '@/entities/application';
import { userLoggedOut } from '@/entities/session';
import { studentRequestsCleared, studentRequestsRequested } from '@/entities/student-request';

/** The page is on screen with the session restored (the calls carry its token). */
export const postedJobsOpened = createEvent();
/** "Try Again" after the requests failed to load. */
export const postedJobsRetried = createEvent();
/** The page was left. */
export const postedJobsLeft = createEvent();

/** "View Details →" of one request, and closing its modal. */
export const requestDetailsOpened = createEvent<string>();
export const requestDetailsClosed = createEvent();

/** The request whose details modal is open. */
export const $openedRequestId = createStore<string | null>(null)
  .on(requestDetailsOpened, (_, id) => id)
  .reset(requestDetailsClosed, postedJobsLeft, userLoggedOut);

sample({ clock: [postedJobsOpened, postedJobsRetried], target: studentRequestsRequested });
// The applicant counts are extra: the list shows without them when that call fails.
sample({ clock: postedJobsOpened, target: applicationsRequested });
sample({ clock: userLoggedOut, target: [studentRequestsCleared, applicationsCleared] });

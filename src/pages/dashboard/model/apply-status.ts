import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { userLoggedOut } from '@/entities/session';
import type { ApiError, ApplyStatus } from '@/shared/api';
import { getApplyStatus } from '../api/apply-status-api';

export type ApplyStatusState = 'idle' | 'loading' | 'ready' | 'error';

/** The student dashboard of this user id is on screen (or "Try Again" was pressed). */
export const applyStatusRequested = createEvent<string>();

export const fetchApplyStatusFx = createEffect<string, ApplyStatus, ApiError>(
  async (userId) => (await getApplyStatus(userId)).counts,
);

const $requestedId = createStore<string | null>(null)
  .on(applyStatusRequested, (_, id) => id)
  .reset(userLoggedOut);

const $loaded = createStore<{ userId: string; counts: ApplyStatus } | null>(null).reset(userLoggedOut);

const $failedId = createStore<string | null>(null)
  .on(fetchApplyStatusFx, () => null)
  .on(fetchApplyStatusFx.fail, (_, { params }) => params)
  .reset(userLoggedOut);

/** The counts of the student on screen (another student's never show while the next load runs). */
export const $applyStatus = combine($loaded, $requestedId, (loaded, id) =>
  loaded && loaded.userId === id ? loaded.counts : null,
);

export const $applyStatusState = combine(
  { pending: fetchApplyStatusFx.pending, counts: $applyStatus, failedId: $failedId, id: $requestedId },
  ({ pending, counts, failedId, id }): ApplyStatusState => {
    if (pending) return 'loading';
    if (id !== null && failedId === id) return 'error';
    return counts ? 'ready' : 'idle';
  },
);

sample({ clock: applyStatusRequested, filter: (id) => id !== '', target: fetchApplyStatusFx });

// An answer about a student no longer on screen is dropped.
sample({
  clock: fetchApplyStatusFx.done,
  source: $requestedId,
  filter: (id, { params }) => id === params,
  fn: (_, { params, result }) => ({ userId: params, counts: result }),
  target: $loaded,
});

import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, Application } from '@/shared/api';
import { applicationApi } from '../api/application-api';

export type ApplicationsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Load (or reload) the applications the caller may see. */
export const applicationsRequested = createEvent();
/** Forget them (another person may sign in on this tab). */
export const applicationsCleared = createEvent();

export const fetchApplicationsFx = createEffect<void, Application[], ApiError>(
  async () => (await applicationApi.list()).data,
);

export const $applications = createStore<Application[]>([])
  .on(fetchApplicationsFx.doneData, (_, applications) => applications)
  .reset(applicationsCleared);

export const $applicationsStatus = createStore<ApplicationsStatus>('idle')
  .on(fetchApplicationsFx, () => 'loading')
  .on(fetchApplicationsFx.done, () => 'ready')
  .on(fetchApplicationsFx.fail, () => 'error')
  .reset(applicationsCleared);

sample({
  clock: applicationsRequested,
  source: fetchApplicationsFx.pending,
  filter: (pending) => !pending,
  fn: () => undefined,
  target: fetchApplicationsFx,
});

import { createEffect, createEvent, createStore, sample } from 'effector';
import { authApi } from '@/shared/api';
import { describeUserLoadError } from '../lib/user-error';

export type DashboardUser = Awaited<ReturnType<typeof authApi.getUser>>['user'];

/** The page opened (or its route id changed) with the session ready. */
export const dashboardOpened = createEvent<string | undefined>();

export const fetchUserFx = createEffect((id: string) => authApi.getUser(id));

const $requestedId = createStore<string | null>(null).on(dashboardOpened, (_, id) => id ?? null);

export const $user = createStore<DashboardUser | null>(null).reset(dashboardOpened);
export const $userError = createStore<string | null>(null).reset(dashboardOpened);
export const $userLoading = fetchUserFx.pending;

sample({
  clock: dashboardOpened,
  filter: (id): id is string => Boolean(id),
  target: fetchUserFx,
});

sample({
  clock: dashboardOpened,
  filter: (id) => !id,
  fn: () => 'No user ID provided',
  target: $userError,
});

// An answer for a page the user already left is dropped.
sample({
  clock: fetchUserFx.done,
  source: $requestedId,
  filter: (requestedId, { params }) => requestedId === params,
  fn: (_, { result }) => result.user,
  target: $user,
});

sample({
  clock: fetchUserFx.fail,
  source: $requestedId,
  filter: (requestedId, { params }) => requestedId === params,
  fn: (_, { error }) => describeUserLoadError(error),
  target: $userError,
});

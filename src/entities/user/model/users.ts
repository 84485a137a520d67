import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, User } from '@/shared/api';
import { userApi } from '../api/user-api';
import { describeUserLoadError, type UserLoadError } from '../lib/user-load-error';

/** Load (or refresh) a member's record by id; a load already on its way is not repeated. */
export const userRequested = createEvent<string>();
/** Change fields of a loaded record, e.g. an availability switched on the dashboard. */
export const userPatched = createEvent<{ id: string; patch: Partial<User> }>();
/** Forget every record (a new person may sign in on this tab). */
export const usersCleared = createEvent();

export const fetchUserFx = createEffect<string, User, ApiError>(async (id) => (await userApi.get(id)).user);

/** Loaded records by id; a refresh keeps the old record on screen until the new one arrives. */
export const $users = createStore<Record<string, User>>({})
  .on(fetchUserFx.done, (users, { params, result }) => ({ ...users, [params]: result }))
  .on(userPatched, (users, { id, patch }) => {
    const user = users[id];
    return user ? { ...users, [id]: { ...user, ...patch } } : users;
  })
  .reset(usersCleared);

/** Why the last load of an id failed. */
export const $userErrors = createStore<Record<string, UserLoadError>>({})
  .on(fetchUserFx, (errors, id) => withoutKey(errors, id))
  .on(fetchUserFx.fail, (errors, { params, error }) => ({ ...errors, [params]: describeUserLoadError(error) }))
  .reset(usersCleared);

/** Ids with a load on its way. */
export const $loadingUserIds = createStore<string[]>([])
  .on(fetchUserFx, (ids, id) => (ids.includes(id) ? ids : [...ids, id]))
  .on(fetchUserFx.finally, (ids, { params }) => ids.filter((id) => id !== params))
  .reset(usersCleared);

sample({
  clock: userRequested,
  source: $loadingUserIds,
  filter: (loading, id) => id !== '' && !loading.includes(id),
  fn: (_, id) => id,
  target: fetchUserFx,
});

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
}

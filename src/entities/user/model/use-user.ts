import { useStoreMap, useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { User } from '@/shared/api';
import type { UserLoadError } from '../lib/user-load-error';
import { $loadingUserIds, $userErrors, $users, userRequested } from './users';

export interface UserRecordState {
  user: User | null;
  error: UserLoadError | null;
  /** True while the record is on its way (also during a refresh of a record already shown). */
  loading: boolean;
}

/** A member's record as the stores hold it; nothing is loaded by this hook. */
export function useUserRecord(id: string | null | undefined): UserRecordState {
  const key = id ?? '';
  const user = useStoreMap({ store: $users, keys: [key], fn: (users, [k]) => users[k] ?? null });
  const error = useStoreMap({ store: $userErrors, keys: [key], fn: (errors, [k]) => errors[k] ?? null });
  const loading = useStoreMap({ store: $loadingUserIds, keys: [key], fn: (ids, [k]) => ids.includes(k) });
  return { user, error, loading };
}

/**
 * Loads a member's record when `id` is set (again whenever it changes; pass `enabled: false` to
 * wait, e.g. for the session restore, so the call carries the token) and returns its state.
 */
export function useUser(id: string | null | undefined, { enabled = true }: { enabled?: boolean } = {}): UserRecordState {
  const request = useUnit(userRequested);
  useEffect(() => {
    if (enabled && id) request(id);
  }, [enabled, id, request]);
  return useUserRecord(id);
}

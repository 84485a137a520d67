import { useUnit } from 'effector-react';
import type { SessionUser } from '@machines/session';
import { $sessionLoading, $sessionUser } from './session';

/** The signed-in user, or null when logged out (and while the session is being restored). */
export function useSessionUser(): SessionUser | null {
  return useUnit($sessionUser);
}

/** True until the stored session has been restored at start-up. */
export function useSessionLoading(): boolean {
  return useUnit($sessionLoading);
}

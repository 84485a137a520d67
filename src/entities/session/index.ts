export type { SessionUser, SessionUserType } from '@machines/session';
export { SESSION_EXPIRED_MESSAGE } from '@machines/session';
export { SessionProvider, loadSessionMachine, type SessionProviderProps } from './ui/SessionProvider';
export { useSessionUser, useSessionLoading } from './model/hooks';
export { useSessionCommands, type SessionCommands } from './model/session-channel';
export {
  $sessionUser,
  $isAdmin,
  $isTutor,
  $isMember,
  $sessionLoading,
  $expiredSession,
  sessionRestored,
  sessionExpired,
  userLoggedIn,
  userLoggedOut,
} from './model/session';
export {
  SESSION_STORAGE_KEYS,
  readStoredSession,
  writeStoredSession,
  clearStoredSession,
  createMemoryStorage,
  type SessionStorage,
} from './lib/session-storage';

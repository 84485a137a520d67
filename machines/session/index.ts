export {
  sessionMachine,
  SESSION_EXPIRED_MESSAGE,
  type SessionMachine,
  type SessionUser,
  type SessionUserType,
  type SessionContext,
  type SessionEvent,
} from './session.machine';

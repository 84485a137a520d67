export {
  sessionMachine,
  type SessionMachine,
  type SessionUser,
  type SessionUserType,
  type SessionContext,
  type SessionEvent,
} from './session.machine';

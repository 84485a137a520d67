export {
  adminLoginMachine,
  adminLoginErrorMessage,
  ADMIN_LOGIN_MESSAGES,
  ADMIN_LOGIN_REDIRECT_DELAY,
  type AdminLoginContext,
  type AdminLoginEvent,
  type AdminLoginInput,
  type AdminLoginOutput,
  type AdminLoginUser,
  type AdminLoginValues,
} from './admin-login.machine';

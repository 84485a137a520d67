export {
  createLoginMachine,
  type LoginContext,
  type LoginCredentials,
  type LoginFlowOptions,
  type LoginInput,
  type LoginOutput,
  type LoginUser,
} from './create-login-machine';
export {
  loginMachine,
  LOGIN_MESSAGES,
  LOGIN_REDIRECT_DELAY,
  type LoginEvent,
  type LoginUserType,
  type LoginValues,
} from './login.machine';

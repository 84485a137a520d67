export {
  loginMachine,
  LOGIN_MESSAGES,
  LOGIN_REDIRECT_DELAY,
  type LoginContext,
  type LoginEvent,
  type LoginInput,
  type LoginOutput,
  type LoginUser,
  type LoginUserType,
  type LoginValues,
} from './login.machine';

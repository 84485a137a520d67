export { LoginPage } from './ui/LoginPage';
// login
export { LoginForm } from './ui/LoginForm';
export { LoginFormView, type LoginFormViewProps } from './ui/LoginFormView';
export { LoginActor, type LoginFlowProps, type LoginLogic, type LoginSnapshot } from './model/login-actor';

export { SignupPage } from './ui/SignupPage';
// register
export { RegisterForm } from './ui/RegisterForm';
export { RegisterFormView, type RegisterFormViewProps } from './ui/RegisterFormView';
export {
  RegistrationActor,
  type RegistrationFlowProps,
  type RegistrationLogic,
  type RegistrationSnapshot,
} from './model/registration-actor';

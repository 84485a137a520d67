export { RegisterForm } from './ui/RegisterForm';
export { RegisterFormView, type RegisterFormViewProps } from './ui/RegisterFormView';
export {
  RegistrationFlowOverrides,
  type RegistrationFlowOverridesValue,
  type RegistrationSnapshot,
} from './model/flow-overrides';

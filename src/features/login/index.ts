export { LoginForm } from './ui/LoginForm';
export { LoginFormView, type LoginFormViewProps } from './ui/LoginFormView';
export { LoginFlowOverrides, type LoginFlowOverridesValue, type LoginSnapshot } from './model/flow-overrides';

export { AdminLoginForm } from './ui/AdminLoginForm';
export { AdminLoginFormView, type AdminLoginFormViewProps } from './ui/AdminLoginFormView';
export {
  AdminLoginFlowOverrides,
  type AdminLoginFlowOverridesValue,
  type AdminLoginSnapshot,
} from './model/flow-overrides';

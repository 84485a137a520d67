export { AdminLoginPage } from './ui/AdminLoginPage';
// admin-login
export { AdminLoginForm } from './ui/AdminLoginForm';
export { AdminLoginFormView, type AdminLoginFormViewProps } from './ui/AdminLoginFormView';
export {
  AdminLoginActor,
  type AdminLoginFlowProps,
  type AdminLoginLogic,
  type AdminLoginSnapshot,
} from './model/admin-login-actor';

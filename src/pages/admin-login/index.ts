export { AdminLoginPage } from './ui/AdminLoginPage';

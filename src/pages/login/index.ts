export { LoginPage } from './ui/LoginPage';

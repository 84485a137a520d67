export { SignupPage } from './ui/SignupPage';

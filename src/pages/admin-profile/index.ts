export { AdminProfilePage } from './ui/AdminProfilePage';

export { UpdateProfilePage } from './ui/UpdateProfilePage';

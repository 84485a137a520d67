export { AdminProfilePage } from './ui/AdminProfilePage';
// change-password
export { ChangePasswordForm } from './ui/ChangePasswordForm';
export { CHANGE_PASSWORD_TEXTS } from './model/change-password-form';
export {
  changePasswordFx,
  passwordChangeSubmitted,
  passwordChangeReset,
  $changePasswordError,
  $changingPassword,
  $passwordChanges,
  CHANGE_PASSWORD_FAILED,
} from './model/change-password';

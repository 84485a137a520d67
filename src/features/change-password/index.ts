export { ChangePasswordForm, CHANGE_PASSWORD_TEXTS } from './ui/ChangePasswordForm';
export {
  changePasswordFx,
  passwordChangeSubmitted,
  passwordChangeReset,
  $changePasswordError,
  $changingPassword,
  $passwordChanges,
  CHANGE_PASSWORD_FAILED,
} from './model/change-password';

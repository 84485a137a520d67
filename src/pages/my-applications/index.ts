export { MyApplicationsPage } from './ui/MyApplicationsPage';
export { myApplicationsList, fetchMyApplicationsFx, MY_APPLICATIONS_LOAD_ERROR } from './model/my-applications';
// withdraw-application
export { WithdrawApplicationButton } from './ui/WithdrawApplicationButton';
export { WithdrawApplicationDialog } from './ui/WithdrawApplicationDialog';
export {
  $applicationToWithdraw,
  $withdrawError,
  $withdrawing,
  applicationWithdrawn,
  withdrawApplicationFx,
  withdrawCancelled,
  withdrawConfirmed,
  withdrawRequested,
  WITHDRAW_FAILED_MESSAGE,
} from './model/withdraw';

export { DashboardPage, type DashboardPageProps } from './ui/DashboardPage';
export {
  $applyStatus,
  $applyStatusState,
  applyStatusRequested,
  fetchApplyStatusFx,
  type ApplyStatusState,
} from './model/apply-status';
export { SUPPORT_PHONE, SUPPORT_NOTE_BN } from './config/support';
export {
  $profileChecklist,
  $profileChecklistState,
  profileChecklistRequested,
  fetchProfileChecklistFx,
  type ProfileChecklistState,
} from './model/profile-checklist';
// toggle-availability
export { AvailabilitySwitch } from './ui/AvailabilitySwitch';
export {
  availabilityToggled,
  saveAvailabilityFx,
  $savingAvailabilityIds,
  AVAILABILITY_FAILURE_MESSAGE,
  availabilitySavedMessage,
  type AvailabilityChange,
} from './model/availability';

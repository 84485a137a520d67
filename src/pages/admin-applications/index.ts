export { AdminApplicationsPage } from './ui/AdminApplicationsPage';
export { applicationsList } from './model/admin-applications';
// assign-tutor
export { SelectTutorButton, DeassignTutorButton } from './ui/AssignmentButtons';
export {
  SelectTutorDialog,
  SelectTutorDialogView,
  SELECT_DIALOG_TEXTS,
  validOverrideReason,
  type SelectDialogStatus,
  type SelectTutorDialogViewProps,
} from './ui/SelectTutorDialog';
export { feeSummary, todayInDhaka } from './lib/select-terms';
export {
  selectTutorFx,
  deassignTutorFx,
  $assignmentInFlight,
  assignmentOutdated,
  selectFailureText,
  isOverdueFeeRefusal,
  type AssignmentTarget,
  type SelectTutorParams,
} from './model/assign-tutor';
// shortlist-applicants
export { ShortlistCheckbox, SendShortlistButton } from './ui/ShortlistControls';
export { saveShortlistFx, type ShortlistParams } from './model/shortlist-applicants';

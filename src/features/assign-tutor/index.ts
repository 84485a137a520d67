export { SelectTutorButton, DeassignTutorButton } from './ui/AssignmentButtons';
export {
  selectTutorFx,
  deassignTutorFx,
  $assignmentInFlight,
  assignmentOutdated,
  type AssignmentTarget,
} from './model/assign-tutor';

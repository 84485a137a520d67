export { TuitionDetailsPage } from './ui/TuitionDetailsPage';
// apply-to-job
export { ApplyToJob, type ApplyToJobProps } from './ui/ApplyToJob';
export {
  $applyingJobIds,
  $appliedJobIds,
  applyRequested,
  applyToJobFx,
  APPLY_SUCCESS_MESSAGE,
  APPLY_FAILURE_MESSAGE,
  TUTORS_ONLY_MESSAGE,
} from './model/apply';

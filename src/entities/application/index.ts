export type { Application } from '@/shared/api';
export { applicationApi } from './api/application-api';
export {
  $applications,
  $applicationsStatus,
  applicationsRequested,
  applicationsCleared,
  fetchApplicationsFx,
  type ApplicationsStatus,
} from './model/applications';
export { applicantCountsByJob, applicantCountLabel } from './lib/applicant-counts';

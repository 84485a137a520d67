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
export {
  $applicantContacts,
  applicantContactNeeded,
  applicantContactsCleared,
  fetchApplicantContactFx,
  APPLICANT_LOOKUP_FAILURE,
  type ApplicantContactState,
} from './model/applicant-contacts';
export { applicantCountsByJob, applicantCountLabel } from './lib/applicant-counts';
export { ApplicantStatusBadge } from './ui/ApplicantStatusBadge';
export { MyApplicationStatusBadge, myApplicationStatusKey } from './ui/MyApplicationStatusBadge';

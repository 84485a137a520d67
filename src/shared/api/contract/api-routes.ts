// Every API route of the contract, by area. The server registers each group's handlers from it
// (server/plugins/contract-routes.ts) and ROUTE_ACCESS is derived from it (routes.ts).
import { accountContract } from './account';
import { adminApplicationsContract } from './admin-applications';
import { adminContentContract } from './admin-content';
import { adminStudentRequestsContract } from './admin-requests';
import { adminTuitionsContract } from './admin-tuitions';
import { adminTutorsContract } from './admin-tutors';
import { adminSearchContract } from './admin-search';
import { authContract } from './auth';
import { contentContract } from './content';
import { documentsContract } from './documents';
import { adminFinanceContract } from './finance-summary';
import type { ContractRoute } from './define-route';
import { memberReportsContract } from './member-reports';
import { memberExportContract } from './privacy';
import { memberApplicationsContract, tutorProfilesContract } from './member';
import { adminUsersContract } from './admin-users';
import { staffContract } from './staff';
import { studentsContract } from './students';
import { languageContract } from './language';
import { memberNotificationsContract } from './member-notifications';
import { adminShortlistsContract, myRequestsContract } from './my-requests';
import { adminHireRequestsContract } from './hire-requests-admin';
import { myWorkContract } from './my-work';
import { adminPaymentsContract } from './payments';
import { adminNotificationsContract } from './notifications';
import { systemContract } from './system';
import { applicationsContract, tuitionsContract } from './tuition';
import { tutorCvContract, tutorsContract } from './tutor';
import { tutorRequestsContract } from './tutor-request';

export const API_CONTRACT = {
  system: systemContract,
  auth: authContract,
  language: languageContract,
  content: contentContract,
  tuitions: tuitionsContract,
  applications: applicationsContract,
  tutors: tutorsContract,
  tutorCv: tutorCvContract,
  myWork: myWorkContract,
  myRequests: myRequestsContract,
  adminTuitions: adminTuitionsContract,
  adminApplications: adminApplicationsContract,
  adminStudentRequests: adminStudentRequestsContract,
  adminTutors: adminTutorsContract,
  adminPayments: adminPaymentsContract,
  adminHireRequests: adminHireRequestsContract,
  adminShortlists: adminShortlistsContract,
  account: accountContract,
  students: studentsContract,
  documents: documentsContract,
  adminContent: adminContentContract,
  memberNotifications: memberNotificationsContract,
  tutorRequests: tutorRequestsContract,
  adminSearch: adminSearchContract,
  adminFinance: adminFinanceContract,
  adminNotifications: adminNotificationsContract,
  staff: staffContract,
  adminUsers: adminUsersContract,
  memberApplications: memberApplicationsContract,
  memberExport: memberExportContract,
  tutorProfiles: tutorProfilesContract,
  memberReports: memberReportsContract,
} as const;

type Groups = typeof API_CONTRACT;
/** Any route of the contract. */
export type ApiRoute = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

export const API_ROUTE_LIST: readonly ContractRoute[] = Object.values(API_CONTRACT).flatMap(
  (group): ContractRoute[] => Object.values(group),
);

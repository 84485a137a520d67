export { AdminApplicationsPage } from './ui/AdminApplicationsPage';
export {
  applicationsList,
  fetchAdminApplicationsFx,
  APPLICATIONS_LOAD_FAILURE,
  JOBS_PER_PAGE,
  type ApplicationsTab,
  type AdminApplicationsQuery,
  type AdminApplicationsAnswer,
} from './model/admin-applications';

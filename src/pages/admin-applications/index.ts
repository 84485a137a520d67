export { AdminApplicationsPage } from './ui/AdminApplicationsPage';
export {
  adminApplicationsOpened,
  fetchAdminApplicationsFx,
  tabChanged,
  $applications,
  $tab,
  $loaded,
  $loadError,
  APPLICATIONS_LOAD_FAILURE,
  JOBS_PER_PAGE,
  type ApplicationsTab,
  type AdminApplicationsQuery,
  type AdminApplicationsAnswer,
} from './model/admin-applications';

export { MyApplicationsPage } from './ui/MyApplicationsPage';
export { myApplicationsList, fetchMyApplicationsFx, MY_APPLICATIONS_LOAD_ERROR } from './model/my-applications';

export { AdminTuitionsPage } from './ui/AdminTuitionsPage';
export { fetchAdminTuitionsFx, LOAD_ERROR } from './model/list';

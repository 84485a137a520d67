export { AdminTuitionsPage } from './ui/AdminTuitionsPage';
export { tuitionsList, fetchAdminTuitionsFx, LOAD_ERROR } from './model/list';

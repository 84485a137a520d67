export { AdminTutorsPage } from './ui/AdminTutorsPage';
export {
  adminTutorsOpened,
  fetchAdminTutorsFx,
  $tutors,
  $counts,
  $total,
  $loaded,
  $loadError,
  TUTORS_LOAD_FAILURE,
} from './model/admin-tutors';

export { AdminAffiliatesPage } from './ui/AdminAffiliatesPage';
export {
  adminAffiliatesOpened,
  fetchAdminAffiliatesFx,
  $adminAffiliates,
  AFFILIATES_LOAD_ERROR,
} from './model/admin-affiliates';

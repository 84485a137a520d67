export { AdminAffiliatesPage } from './ui/AdminAffiliatesPage';
export { affiliatesList, fetchAdminAffiliatesFx, AFFILIATES_LOAD_ERROR } from './model/admin-affiliates';

export { AdminAffiliatesPage } from './ui/AdminAffiliatesPage';
export { affiliatesList } from './model/admin-affiliates';
// manage-affiliate
export { AffiliateFormModal } from './ui/AffiliateFormModal';
export { DeleteAffiliateModal } from './ui/DeleteAffiliateModal';
export {
  AFFILIATE_MESSAGES,
  affiliateFormOpened,
  affiliateFormClosed,
  saveAffiliateFx,
  $affiliateUploadProgress,
  affiliateSaved,
  $affiliateForm,
  affiliateDeleteRequested,
  affiliateDeleteClosed,
  affiliateDeleteConfirmed,
  deleteAffiliateFx,
  affiliateDeleted,
  $affiliateToDelete,
  type AffiliateFormTarget,
} from './model/manage-affiliate';
export { saveAffiliate, deleteAffiliate, type AffiliateSave } from './api/affiliate-admin-api';

export { OfferCard, type OfferCardProps } from './ui/OfferCard';
export { OfferDetails, type OfferDetailsProps } from './ui/OfferDetails';
export {
  affiliatesRequested,
  fetchAffiliatesFx,
  $affiliates,
  $affiliatesStatus,
  type AffiliatesStatus,
} from './model/affiliates';
export { fillOfferSlots, MIN_OFFER_SLOTS, type OfferSlot } from './lib/offer-slots';
export { benefitItems } from './lib/benefit-items';
export { offerDeadline, NO_DEADLINE_TEXT } from './lib/offer-deadline';
export { offerImageUrl } from './lib/offer-image';
export { affiliateApi } from './api/affiliate-api';

export { OffersCarousel, OFFERS_INTERVAL_MS, type OffersCarouselProps } from './ui/OffersCarousel';
export { OfferModal, COPIED_FOR_MS, type OfferModalProps } from './ui/OfferModal';

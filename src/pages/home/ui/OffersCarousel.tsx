import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $affiliates, fillOfferSlots, OfferCard } from '@/entities/affiliate';
import { useSessionUser } from '@/entities/session';
import type { Affiliate } from '@/shared/api';
import { routes } from '@/shared/config';
import { useCarouselAutoplay } from '@/shared/lib/carousel-autoplay';
import { formatNumber } from '@/shared/lib/format';
import { HomeSection } from './HomeSection';

// The dialog (Modal, its focus trap and scroll lock, the copy tooltip) is its own chunk, fetched when an offer is
// first opened: only a signed-in user opens one, and home's first load goes without it (issue 15, "ship less").
const OfferModal = lazy(() => import('./OfferModal').then((m) => ({ default: m.OfferModal })));

/** Spec section 2, Home 9: advances every 3 s. */
export const OFFERS_INTERVAL_MS = 3000;

export interface OffersCarouselProps {
  /** The offer whose dialog is open at first (stories). */
  initialOffer?: Affiliate | null;
}

/**
 * "Opportunity of Yours": affiliate offers, 3 per view on wide screens (2 on tablets, 1 on
 * phones), repeated to at least 6 slides; hidden when there are none. "Learn More" opens the
 * offer for a signed-in user and sends a guest to the login page.
 */
export function OffersCarousel({ initialOffer = null }: OffersCarouselProps) {
  const { t } = useTranslation('home');
  const offers = useUnit($affiliates);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [openOffer, setOpenOffer] = useState<Affiliate | null>(initialOffer);
  // Once opened, the dialog stays mounted (closed), so it closes with its transition as before.
  const [dialogWanted, setDialogWanted] = useState(initialOffer !== null);
  const slides = fillOfferSlots(offers);
  const { carouselProps } = useCarouselAutoplay({ interval: OFFERS_INTERVAL_MS, enabled: openOffer === null });

  if (slides.length === 0) return null;

  const learnMore = (offer: Affiliate) => {
    if (!user) {
      void navigate(routes.login);
      return;
    }
    setDialogWanted(true);
    setOpenOffer(offer);
  };

  return (
    <HomeSection headingId="home-offers-heading" title={t('offers.title')} lead={t('offers.lead')}>
      <Carousel
        aria-label={t('offers.carouselLabel')}
        emblaOptions={{ loop: true, align: 'start' }}
        slideSize={{ base: '100%', sm: '50%', md: '33.3333%' }}
        slideGap="md"
        previousControlProps={{ 'aria-label': t('offers.previous') }}
        nextControlProps={{ 'aria-label': t('offers.next') }}
        controlSize={32}
        // Room at both sides, so the previous/next controls never cover a card.
        px={{ base: 36, sm: 44 }}
        controlsOffset={0}
        {...carouselProps}
      >
        {slides.map((slot, index) => (
          <Carousel.Slide key={slot.key} aria-label={t('slideOf', { index: formatNumber(index + 1), total: formatNumber(slides.length) })}
            // A partner's offer is in the partner's words (its button is the product's, translated in the entity).
            data-user-content>
            <OfferCard offer={slot.offer} onLearnMore={learnMore} />
          </Carousel.Slide>
        ))}
      </Carousel>
      {/* The dialog renders in a portal: it takes no room in the section. */}
      {dialogWanted && (
        <Suspense fallback={null}>
          <OfferModal offer={openOffer} onClose={() => setOpenOffer(null)} />
        </Suspense>
      )}
    </HomeSection>
  );
}

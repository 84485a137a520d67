import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Center, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCarouselAutoplay } from '@/shared/lib/carousel-autoplay';
import { formatNumber } from '@/shared/lib/format';
import { MEDIA_LOGOS, type MediaLogo } from '../config/media-logos';
import { HomeSection } from './HomeSection';

/** Spec section 2, Home 10: rotates every 3 s. */
export const MEDIA_LOGOS_INTERVAL_MS = 3000;

export interface MediaLogosProps {
  logos?: readonly MediaLogo[];
}

/** "We were featured on:": press logos, 1 per view below 768 px and 3 at or above. */
export function MediaLogos({ logos = MEDIA_LOGOS }: MediaLogosProps) {
  const { t } = useTranslation('home');
  const { carouselProps } = useCarouselAutoplay({ interval: MEDIA_LOGOS_INTERVAL_MS, enabled: logos.length > 1 });
  return (
    <HomeSection headingId="home-media-heading" title={t('media.title')} centered spacing={56}>
      <Carousel
        aria-label={t('media.carouselLabel')}
        emblaOptions={{ loop: true, align: 'start' }}
        // Mantine's `sm` breakpoint is 48em = 768 px.
        slideSize={{ base: '100%', sm: '33.3333%' }}
        slideGap="md"
        previousControlProps={{ 'aria-label': t('media.previous') }}
        nextControlProps={{ 'aria-label': t('media.next') }}
        // Room at both sides, so the previous/next controls never cover a card.
        px={{ base: 36, sm: 44 }}
        controlsOffset={0}
        {...carouselProps}
      >
        {logos.map((logo, index) => (
          <Carousel.Slide key={logo.src} aria-label={t('slideOf', { index: formatNumber(index + 1), total: formatNumber(logos.length) })}>
            <Center h={96} px="xl">
              <Image src={logo.src} alt={logo.name} h={64} w="auto" maw="100%" fit="contain" loading="lazy" />
            </Center>
          </Carousel.Slide>
        ))}
      </Carousel>
    </HomeSection>
  );
}

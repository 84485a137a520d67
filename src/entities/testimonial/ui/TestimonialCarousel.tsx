import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { useCarouselAutoplay } from '@/shared/lib/carousel-autoplay';
import { TestimonialCard } from './TestimonialCard';

/** Spec section 2, Home 7: every 4 s in the home section, every 2 s inside the categories component. */
export const TESTIMONIAL_INTERVAL_MS = 4000;
export const COMPACT_TESTIMONIAL_INTERVAL_MS = 2000;

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Names the carousel for assistive technology, e.g. "What tutors say". */
  label: string;
  /** Milliseconds between slides. Default 4000. */
  interval?: number;
  compact?: boolean;
}

/** One testimonial at a time, rotating on its own, with previous/next controls. */
export function TestimonialCarousel({
  testimonials,
  label,
  interval = TESTIMONIAL_INTERVAL_MS,
  compact = false,
}: TestimonialCarouselProps) {
  const { t } = useTranslation('adminRecords');
  const { carouselProps } = useCarouselAutoplay({ interval, enabled: testimonials.length > 1 });
  return (
    <Carousel
      aria-label={label}
      emblaOptions={{ loop: true, align: 'start' }}
      slideSize="100%"
      slideGap="md"
      withControls={testimonials.length > 1}
      withIndicators={!compact && testimonials.length > 1}
      previousControlProps={{ 'aria-label': t('testimonials.previous') }}
      nextControlProps={{ 'aria-label': t('testimonials.next') }}
      controlsOffset="xs"
      pb={compact || testimonials.length < 2 ? 0 : 'lg'}
      styles={{ indicator: { backgroundColor: 'var(--mantine-color-brand-6)' } }}
      {...carouselProps}
    >
      {testimonials.map((testimonial, index) => (
        <Carousel.Slide key={testimonial._id} aria-label={t('testimonials.slide', { index: formatNumber(index + 1), total: formatNumber(testimonials.length) })} px={36}>
          <TestimonialCard testimonial={testimonial} compact={compact} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

import { Stack, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $testimonials,
  $testimonialsStatus,
  COMPACT_TESTIMONIAL_INTERVAL_MS,
  TestimonialCarousel,
  testimonialsFor,
} from '@/entities/testimonial';
import { TestimonialSkeleton } from './TestimonialsSection';

/**
 * The compact testimonials inside the categories component: tutors and guardians/students
 * together, one short card at a time, turning every 2 s.
 */
export function TestimonialsTicker() {
  const { t } = useTranslation('home');
  const { testimonials, status } = useUnit({ testimonials: $testimonials, status: $testimonialsStatus });
  const loading = status === 'idle' || status === 'loading';
  const mixed = [...testimonialsFor(testimonials, 'student'), ...testimonialsFor(testimonials, 'tutor')];
  return (
    <Stack gap="xs" h="100%" justify="center">
      <Title order={3} fz="h5" c="dimmed">
        {t('testimonials.voices')}
      </Title>
      {loading ? (
        <TestimonialSkeleton height={170} />
      ) : (
        <div data-user-content>
          <TestimonialCarousel
            testimonials={mixed}
            label={t('testimonials.voices')}
            interval={COMPACT_TESTIMONIAL_INTERVAL_MS}
            compact
          />
        </div>
      )}
    </Stack>
  );
}

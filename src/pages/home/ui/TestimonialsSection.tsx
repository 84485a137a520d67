import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $testimonials, $testimonialsStatus, TestimonialCarousel, testimonialsFor } from '@/entities/testimonial';
import type { TestimonialUserType } from '@/shared/config';
import { HomeSection } from './HomeSection';

/** Each column's heading and carousel label are `testimonials.<role>.heading|label` in the `home` catalogue. */
const COLUMNS: readonly { role: TestimonialUserType }[] = [{ role: 'tutor' }, { role: 'student' }];

/** Placeholder of a testimonial card while the first load runs. */
export function TestimonialSkeleton({ height = 220 }: { height?: number }) {
  return <Skeleton height={height} radius="md" aria-hidden />;
}

/**
 * Spec section 2, Home 7: one carousel for tutors and one for guardians/students, each turning
 * every 4 s, with the built-in demo testimonials of a role that has none (also when the list
 * could not be loaded).
 */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const { testimonials, status } = useUnit({ testimonials: $testimonials, status: $testimonialsStatus });
  const loading = status === 'idle' || status === 'loading';
  return (
    <HomeSection headingId="home-testimonials-heading" title={t('testimonials.title')} lead={t('testimonials.lead')} centered>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {COLUMNS.map(({ role }) => (
          <Stack key={role} gap="sm">
            <Title order={3} fz="h4" ta="center">
              {t(`testimonials.${role}.heading`)}
            </Title>
            {loading ? (
              <TestimonialSkeleton />
            ) : (
              // What members wrote stays in their words (data-user-content: not the product's text to translate).
              <div data-user-content>
                <TestimonialCarousel testimonials={testimonialsFor(testimonials, role)} label={t(`testimonials.${role}.label`)} />
              </div>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}

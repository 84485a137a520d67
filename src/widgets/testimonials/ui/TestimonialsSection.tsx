import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { $testimonials, $testimonialsStatus, TestimonialCarousel, testimonialsFor } from '@/entities/testimonial';
import type { TestimonialUserType } from '@/shared/config';

const COLUMNS: readonly { role: TestimonialUserType; heading: string; label: string }[] = [
  { role: 'tutor', heading: 'Tutors', label: 'What tutors say' },
  { role: 'student', heading: 'Guardians/Students', label: 'What guardians and students say' },
];

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
  const { testimonials, status } = useUnit({ testimonials: $testimonials, status: $testimonialsStatus });
  const loading = status === 'idle' || status === 'loading';
  return (
    <Container component="section" size="lg" py={{ base: 'xl', sm: 64 }} aria-labelledby="home-testimonials-heading">
      <Stack gap="lg">
        <div>
          <Title order={2} ta="center" id="home-testimonials-heading">
            What Our Community Says
          </Title>
          <Text c="dimmed" ta="center">
            Tutors and guardians/students on their Shikhon experience.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {COLUMNS.map(({ role, heading, label }) => (
            <Stack key={role} gap="sm">
              <Title order={3} fz="h4" ta="center">
                {heading}
              </Title>
              {loading ? (
                <TestimonialSkeleton />
              ) : (
                <TestimonialCarousel testimonials={testimonialsFor(testimonials, role)} label={label} />
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

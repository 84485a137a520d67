import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '@/shared/api';
import { testimonialImageUrl } from '../lib/testimonial-image';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  /** A shorter card (three lines of text) for narrow places. */
  compact?: boolean;
}

/** A quote with its author's photo (initials when there is none or it fails to load), name and designation. */
export function TestimonialCard({ testimonial, compact = false }: TestimonialCardProps) {
  const { t } = useTranslation('adminRecords');
  // The built-in demo testimonials (lib/demo-testimonials.ts) have their words in both languages; real ones are shown as written.
  const demo = (field: 'name' | 'designation' | 'testimonial') =>
    testimonial._id.startsWith('demo-')
      ? t(`demoTestimonials.${testimonial._id}.${field}`, { defaultValue: testimonial[field] })
      : testimonial[field];
  const { image } = testimonial;
  const name = demo('name');
  const designation = demo('designation');
  const text = demo('testimonial');
  return (
    <Paper component="figure" withBorder radius="md" p={compact ? 'md' : 'lg'} m={0} h="100%">
      <Stack gap="md" justify="space-between" h="100%">
        <blockquote style={{ margin: 0 }}>
          <IconQuote size={compact ? 20 : 28} aria-hidden color="var(--mantine-color-brand-6)" />
          <Text size={compact ? 'sm' : 'md'} lineClamp={compact ? 3 : 6} mt={4}>
            {text}
          </Text>
        </blockquote>
        <Group component="figcaption" gap="sm" wrap="nowrap">
          <Avatar
            src={testimonialImageUrl(image)}
            name={name}
            color="initials"
            alt={t('testimonials.photoOf', { name })}
            size={compact ? 'md' : 'lg'}
            imageProps={{ loading: 'lazy' }}
          />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {designation}
            </Text>
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}

import { Box, Container, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconSchool, IconUsers } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicStatsResponse } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { $publicStats, $publicStatsStatus } from '../model/public-stats';

/** Each figure's label is `stats.<key>` in the `home` catalogue. */
interface Figure {
  key: keyof PublicStatsResponse;
  icon: ReactNode;
}

const FIGURES: readonly Figure[] = [
  { key: 'tutors', icon: <IconSchool size={26} aria-hidden /> },
  { key: 'students', icon: <IconUsers size={26} aria-hidden /> },
  { key: 'liveJobs', icon: <IconBriefcase size={26} aria-hidden /> },
];

/**
 * Spec section 2, Home 6: Total Tutors, Total Guardians/Students and Live Tuition Jobs, from
 * live counts. Hidden when the counts cannot be loaded (nothing true to show).
 */
export function StatsBand() {
  const { t } = useTranslation('home');
  const { stats, status } = useUnit({ stats: $publicStats, status: $publicStatsStatus });
  if (status === 'failed' && !stats) return null;
  return (
    <Box component="section" aria-label={t('stats.label')} bg="brand.8" c="white" py={{ base: 'xl', sm: 48 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          {FIGURES.map((figure) => (
            <Stack key={figure.key} align="center" gap={6} ta="center">
              <ThemeIcon size={52} radius="xl" variant="white" color="brand.8" aria-hidden>
                {figure.icon}
              </ThemeIcon>
              <Text fz={{ base: 30, sm: 38 }} fw={800} lh={1.1} component="div">
                {stats ? (
                  formatNumber(stats[figure.key])
                ) : (
                  <>
                    <Skeleton height={38} width={110} radius="sm" opacity={0.35} aria-hidden />
                    <VisuallyHidden>{t('stats.loading')}</VisuallyHidden>
                  </>
                )}
              </Text>
              <Text fw={500}>
                {t(`stats.${figure.key}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

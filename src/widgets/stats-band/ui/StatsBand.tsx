import { Box, Container, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconSchool, IconUsers } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { PublicStatsResponse } from '@/shared/api';
import { $publicStats, $publicStatsStatus } from '../model/public-stats';

const numberFormat = new Intl.NumberFormat('en-US');

interface Figure {
  key: keyof PublicStatsResponse;
  label: string;
  icon: ReactNode;
}

const FIGURES: readonly Figure[] = [
  { key: 'tutors', label: 'Total Tutors', icon: <IconSchool size={26} aria-hidden /> },
  { key: 'students', label: 'Total Guardians/Students', icon: <IconUsers size={26} aria-hidden /> },
  { key: 'liveJobs', label: 'Live Tuition Jobs', icon: <IconBriefcase size={26} aria-hidden /> },
];

/**
 * Spec section 2, Home 6: Total Tutors, Total Guardians/Students and Live Tuition Jobs, from
 * live counts. Hidden when the counts cannot be loaded (nothing true to show).
 */
export function StatsBand() {
  const { stats, status } = useUnit({ stats: $publicStats, status: $publicStatsStatus });
  if (status === 'failed' && !stats) return null;
  return (
    <Box component="section" aria-label="Shikhon in numbers" bg="brand.8" c="white" py={{ base: 'xl', sm: 48 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          {FIGURES.map((figure) => (
            <Stack key={figure.key} align="center" gap={6} ta="center">
              <ThemeIcon size={52} radius="xl" variant="white" color="brand.8" aria-hidden>
                {figure.icon}
              </ThemeIcon>
              <Text fz={{ base: 30, sm: 38 }} fw={800} lh={1.1} component="div">
                {stats ? (
                  numberFormat.format(stats[figure.key])
                ) : (
                  <>
                    <Skeleton height={38} width={110} radius="sm" opacity={0.35} aria-hidden />
                    <VisuallyHidden>Loading</VisuallyHidden>
                  </>
                )}
              </Text>
              <Text fw={500}>
                {figure.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorDetailView } from '@/entities/tutor';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

function Chips({ label, values }: { label: string; values: string[] }) {
  const { t } = useTranslation('board');
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <dd style={{ margin: 0 }}>
        {values.length === 0 ? (
          <Text fw={500}>{t('tutorDetails.words.notProvided')}</Text>
        ) : (
          <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {values.map((value) => (
              <Badge key={value} component="li" variant="light" tt="none" size="lg">
                {value}
              </Badge>
            ))}
          </Group>
        )}
      </dd>
    </Stack>
  );
}

/** The "Tuition Information" tab: every field of the spec's Tutor detail table. */
export function TuitionInformation({ tutor }: { tutor: TutorDetailView }) {
  const { t } = useTranslation('board');
  return (
    // Two lists: a <dl> may hold only <dt>/<dd> groups each wrapped in one <div> (axe: definition-list), so the grid
    // of short fields is one and the chips below it another.
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="dl" m={0}>
        <Item label={t('tutorDetails.info.salary')}>{tutor.salary}</Item>
        <Item label={t('tutorDetails.info.status')}>{tutor.status}</Item>
        <Item label={t('tutorDetails.info.daysPerWeek')}>{tutor.daysPerWeek}</Item>
        <Item label={t('tutorDetails.info.style')}>{tutor.teachingStyle}</Item>
        <Item label={t('tutorDetails.info.experience')}>{tutor.experience}</Item>
        <Item label={t('tutorDetails.info.place')}>{tutor.learningPlace}</Item>
        <Item label={t('tutorDetails.info.facilities')}>{tutor.extraFacilities}</Item>
        <Item label={t('tutorDetails.info.time')}>{tutor.preferredTime}</Item>
      </SimpleGrid>
      <Stack gap="lg" component="dl" m={0}>
        <Chips label={t('tutorDetails.info.medium')} values={tutor.preferredMedium} />
        <Chips label={t('tutorDetails.info.classes')} values={tutor.preferredClasses} />
        <Chips label={t('tutorDetails.info.subjects')} values={tutor.preferredSubjects} />
        <Item label={t('tutorDetails.info.area')}>{tutor.preferredArea}</Item>
      </Stack>
    </Stack>
  );
}

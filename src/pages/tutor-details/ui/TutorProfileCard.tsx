import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TutorAvatar, TutorBadges, type TutorDetailView } from '@/entities/tutor';
import { localDigits } from '@/shared/lib/format';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="dd" m={0}>
        {value}
      </Text>
    </Group>
  );
}

/** The left card "Tutor Profile": photo, name, place, short ID, gender, qualification, experience. */
export function TutorProfileCard({
  tutor,
  isPremium,
  isVerified,
}: {
  tutor: TutorDetailView;
  isPremium: boolean;
  isVerified: boolean;
}) {
  const { t } = useTranslation('board');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tutor-profile-title">
      <Title order={2} fz="h4" id="tutor-profile-title" mb="sm">
        {t('tutorDetails.profile')}
      </Title>
      <Stack gap="sm" align="center">
        <TutorAvatar src={tutor.image} name={tutor.name} w={160} h={160} radius={80} fit="cover" fetchPriority="high" />
        <Title order={3} fz="h3" ta="center">
          {tutor.name}
        </Title>
        <Text c="dimmed" ta="center">
          {tutor.place}
        </Text>
        <TutorBadges isPremium={isPremium} isVerified={isVerified} />
      </Stack>
      <Divider my="md" />
      <Stack gap="xs" component="dl" m={0}>
        <Row label={t('tutorDetails.id')} value={localDigits(tutor.displayId)} />
        <Row label={t('tutorDetails.gender')} value={tutor.gender} />
        <Row label={t('tutorDetails.qualification')} value={tutor.qualification} />
        <Row label={t('tutorDetails.experience')} value={tutor.experience} />
      </Stack>
    </Paper>
  );
}

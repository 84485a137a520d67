import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TutorAvatar, TutorBadges, type TutorDetailView } from '@/entities/tutor';

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
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tutor-profile-title">
      <Title order={2} fz="h4" id="tutor-profile-title" mb="sm">
        Tutor Profile
      </Title>
      <Stack gap="sm" align="center">
        <TutorAvatar src={tutor.image} name={tutor.name} w={160} h={160} radius={80} fit="cover" />
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
        <Row label="ID" value={tutor.displayId} />
        <Row label="Gender" value={tutor.gender} />
        <Row label="Qualification" value={tutor.qualification} />
        <Row label="Experience" value={tutor.experience} />
      </Stack>
    </Paper>
  );
}

import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSchool, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { User } from '@/entities/user';
import { AvailabilitySwitch } from '@/features/toggle-availability';
import { routes } from '@/shared/config';
import { formatDate } from '@/shared/lib/format';
import { contactRows, InfoCard } from './InfoCard';
import { ProfileChecklistCard } from './ProfileChecklistCard';

interface TutorDashboardProps {
  user: User;
  userId: string;
  /** The tutor looks at their own dashboard (only they switch their availability). */
  isOwn: boolean;
}

/** The tutor's dashboard: id and verification, personal info, availability, education, Member Since. */
export function TutorDashboard({ user, userId, isOwn }: TutorDashboardProps) {
  const degree = user.education?.graduation?.degree?.trim();
  const institute = user.education?.graduation?.institute?.trim();
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              Tutor Profile
            </Title>
            <Text c="dimmed">ID: {user.tutorId ?? 'N/A'}</Text>
          </Stack>
          <Badge size="lg" tt="none" color={user.isVerified ? 'green' : 'yellow'} c={user.isVerified ? undefined : 'dark.6'} variant={user.isVerified ? 'filled' : 'light'}>
            {user.isVerified ? 'Verified' : 'Pending Verification'}
          </Badge>
        </Group>
        {!user.isVerified && isOwn && (
          <Text size="sm" mt="sm">
            Complete your profile and upload your documents to get verified.{' '}
            <Anchor component={Link} to={routes.updateProfile(userId)} underline="always">
              Update Profile
            </Anchor>
          </Text>
        )}
      </Paper>

      {isOwn && (
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={routes.myApplications} variant="light" leftSection={<IconSend size={18} aria-hidden="true" />}>
            My Applications
          </Button>
          <Button component={Link} to={routes.myTuitions} variant="light" leftSection={<IconSchool size={18} aria-hidden="true" />}>
            My Tuitions
          </Button>
        </Group>
      )}
      {isOwn && <ProfileChecklistCard userId={userId} />}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard
            title="Personal Info"
            rows={contactRows(user)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard title="Current Status">
            {isOwn ? (
              <AvailabilitySwitch userId={userId} />
            ) : (
              <Badge size="lg" tt="none" variant="light" color={user.isAvailable ? 'green' : 'gray'}>
                {user.isAvailable ? 'Available for Tuition' : 'Not Available'}
              </Badge>
            )}
          </InfoCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard
            title="Education"
            rows={
              degree || institute
                ? [
                    { label: 'Degree', value: degree || 'N/A' },
                    { label: 'Institute', value: institute || 'N/A' },
                  ]
                : []
            }
          >
            {!degree && !institute && (
              <Text size="sm" c="dimmed">
                No graduation details yet.{' '}
                {isOwn && (
                  <Anchor component={Link} to={routes.updateProfile(userId)} underline="always">
                    Complete your profile
                  </Anchor>
                )}
              </Text>
            )}
          </InfoCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard title="Member Since">
            <Text>{formatDate(user.createdAt, 'N/A')}</Text>
          </InfoCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSchool, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '@/entities/user';
import { educationOptionLabel } from '@/features/edit-tutor-profile';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { routes } from '@/shared/config';
import { formatDate, localDigits } from '@/shared/lib/format';
import { InfoCard, useContactRows } from './InfoCard';
import { ProfileChecklistCard } from './ProfileChecklistCard';

interface TutorDashboardProps {
  user: User;
  userId: string;
  /** The tutor looks at their own dashboard (only they switch their availability). */
  isOwn: boolean;
}

/** The tutor's dashboard: id and verification, personal info, availability, education, Member Since. */
export function TutorDashboard({ user, userId, isOwn }: TutorDashboardProps) {
  const { t } = useTranslation('profile');
  const contactRows = useContactRows(user);
  const missing = t('common.notAvailable');
  const degree = user.education?.graduation?.degree?.trim();
  const institute = user.education?.graduation?.institute?.trim();
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t('dashboard.tutor.title')}
            </Title>
            <Text c="dimmed">{t('dashboard.tutor.id', { id: user.tutorId ? localDigits(String(user.tutorId)) : missing })}</Text>
          </Stack>
          <Badge size="lg" tt="none" color={user.isVerified ? 'green' : 'yellow'} c={user.isVerified ? undefined : 'dark.6'} variant={user.isVerified ? 'filled' : 'light'}>
            {user.isVerified ? t('dashboard.tutor.verified') : t('dashboard.tutor.pendingVerification')}
          </Badge>
        </Group>
        {!user.isVerified && isOwn && (
          <Text size="sm" mt="sm">
            {t('dashboard.tutor.getVerified')}{' '}
            <Anchor component={Link} to={routes.updateProfile(userId)} underline="always">
              {t('dashboard.tutor.updateProfile')}
            </Anchor>
          </Text>
        )}
      </Paper>

      {isOwn && (
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={routes.myApplications} variant="light" leftSection={<IconSend size={18} aria-hidden="true" />}>
            {t('dashboard.tutor.myApplications')}
          </Button>
          <Button component={Link} to={routes.myTuitions} variant="light" leftSection={<IconSchool size={18} aria-hidden="true" />}>
            {t('dashboard.tutor.myTuitions')}
          </Button>
        </Group>
      )}
      {isOwn && <ProfileChecklistCard userId={userId} />}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard title={t('dashboard.tutor.personalInfo')} rows={contactRows} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard title={t('dashboard.tutor.currentStatus')}>
            {isOwn ? (
              <AvailabilitySwitch userId={userId} />
            ) : (
              <Badge size="lg" tt="none" variant="light" color={user.isAvailable ? 'green' : 'gray'}>
                {user.isAvailable ? t('dashboard.tutor.available') : t('dashboard.tutor.notAvailable')}
              </Badge>
            )}
          </InfoCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard
            title={t('dashboard.tutor.education')}
            rows={
              degree || institute
                ? [
                    { label: t('dashboard.tutor.degree'), value: degree ? educationOptionLabel(t, degree) : missing },
                    { label: t('dashboard.tutor.institute'), value: institute || missing },
                  ]
                : []
            }
          >
            {!degree && !institute && (
              <Text size="sm" c="dimmed">
                {t('dashboard.tutor.noGraduation')}{' '}
                {isOwn && (
                  <Anchor component={Link} to={routes.updateProfile(userId)} underline="always">
                    {t('dashboard.tutor.completeProfile')}
                  </Anchor>
                )}
              </Text>
            )}
          </InfoCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard title={t('dashboard.memberSince')}>
            <Text>{formatDate(user.createdAt, missing)}</Text>
          </InfoCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhone, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '@/entities/user';
import { routes } from '@/shared/config';
import { formatDate, greetingFor, localDigits } from '@/shared/lib/format';
import { SUPPORT_NOTE_BN, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../config/support';
import { ApplyStatusCards } from './ApplyStatusCards';

/** The guardian/student's dashboard: greeting, support note, welcome box and Apply Status. */
export function StudentDashboard({ user, userId, now }: { user: User; userId: string; now?: Date }) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
              {t('dashboard.student.greeting', { greeting: greetingFor(now ?? new Date()), name: user.name })}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden="true" />
              <Text>
                <Text span c="dimmed">
                  {t('dashboard.student.phone')}{' '}
                </Text>
                {user.phone ? localDigits(user.phone) : t('dashboard.student.notGiven')}
              </Text>
            </Group>
          </Stack>
          <Button
            component={Link}
            to={routes.updateProfile(userId)}
            variant="light"
            leftSection={<IconUserEdit size={18} aria-hidden="true" />}
          >
            {t('dashboard.student.editProfile')}
          </Button>
        </Group>
        <Text lang="bn" mt="md" p="sm" bg="yellow.0" c="dark.7" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          {SUPPORT_NOTE_BN}{' '}
          <Anchor href={SUPPORT_PHONE_HREF} fw={700} c="brand.8" lang="en">
            {SUPPORT_PHONE}
          </Anchor>
        </Text>
      </Paper>

      <Paper withBorder p="md" bg="brand.0" component="section" aria-label={t('dashboard.student.welcome')}>
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {t('dashboard.student.welcome')}
            </Title>
            <Text size="sm">
              {t('dashboard.student.memberSince', { date: formatDate(user.createdAt, t('common.notAvailable')) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to={routes.myRequests} variant="light">
              {t('dashboard.student.myRequests')}
            </Button>
            <Button component={Link} to={routes.newTutorRequest(userId)}>
              {t('dashboard.student.postJob')}
            </Button>
          </Group>
        </Group>
      </Paper>

      <ApplyStatusCards userId={userId} />
    </Stack>
  );
}

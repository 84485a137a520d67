import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '@/entities/user';
import { routes } from '@/shared/config';
import { formatDate } from '@/shared/lib/format';
import { InfoCard, useContactRows } from './InfoCard';

/** An admin's own dashboard (admin spec: "Admin view of the personal dashboard"). */
export function AdminDashboard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const contactRows = useContactRows(user);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t('dashboard.admin.title')}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('dashboard.admin.adminId', { id: user._id })}
            </Text>
          </Stack>
          <Badge size="lg" tt="none" color="brand">
            {t('dashboard.admin.badge')}
          </Badge>
        </Group>
        <Button component={Link} to={routes.admin} mt="md" leftSection={<IconShield size={18} aria-hidden="true" />}>
          {t('dashboard.admin.openAdminArea')}
        </Button>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <InfoCard title={t('dashboard.admin.info')} rows={contactRows} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md" h="100%">
            <InfoCard title={t('dashboard.admin.accountStatus')}>
              <Badge size="lg" tt="none" color="green" variant="light" c="green.9">
                {t('dashboard.admin.active')}
              </Badge>
            </InfoCard>
            <InfoCard title={t('dashboard.memberSince')}>
              <Text>{formatDate(user.createdAt, t('common.notAvailable'))}</Text>
            </InfoCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconRefresh, IconSchool, IconUsers } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionUser } from '@/entities/session';
import { translateMessage } from '@/shared/i18n';
import { $stats, $statsError, $statsLoading, dashboardOpened, refreshClicked, STATS_ERROR_FALLBACK } from '../model/stats';
import { FinanceSummaryCard } from './FinanceSummaryCard';
import { StatCard } from './StatCard';

/** The shortcuts: their label and hint are `dashboard.shortcuts.<key>` of the admin catalogue. */
const SHORTCUTS = [
  { key: 'students', to: '/admin/students' },
  { key: 'tutors', to: '/admin/tutors' },
  { key: 'tuitions', to: '/admin/tuitions' },
  { key: 'createTuition', to: '/admin/create-tuition' },
] as const;

const icon = (node: ReactNode) => (
  <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
    {node}
  </ThemeIcon>
);

/** /admin: the headline counts with their growth from last month, Refresh Data, and shortcuts. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const user = useSessionUser();
  const { stats, error, loading, opened, refresh } = useUnit({
    stats: $stats,
    error: $statsError,
    loading: $statsLoading,
    opened: dashboardOpened,
    refresh: refreshClicked,
  });
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Stack gap="lg">
      <title>{t('dashboard.pageTitle')}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('dashboard.title')}
          </Title>
          <Text c="dimmed">{t('dashboard.welcome', { name: user?.name?.trim() || t('layout.defaultName') })}</Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={refresh}
          loading={loading}
        >
          {t('dashboard.refresh')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" title={t('dashboard.loadFailedTitle')}>
          {error === STATS_ERROR_FALLBACK ? t('dashboard.loadFailed') : translateMessage(error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-busy={loading}>
        <StatCard title={t('dashboard.stats.tutors')} to="/admin/tutors" value={stats?.tutorCount} growth={stats?.tutorGrowth} icon={icon(<IconSchool size={22} />)} />
        <StatCard title={t('dashboard.stats.students')} to="/admin/students" value={stats?.studentCount} growth={stats?.studentGrowth} icon={icon(<IconUsers size={22} />)} />
        <StatCard title={t('dashboard.stats.activeTuitions')} value={stats?.activeTuitions} growth={stats?.tuitionGrowth} icon={icon(<IconBriefcase size={22} />)} />
      </SimpleGrid>
      <FinanceSummaryCard />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {SHORTCUTS.map(({ key, to }) => (
          <Card key={to} withBorder padding="md" radius="md">
            <Anchor component={Link} to={to} fw={600}>
              {t(`dashboard.shortcuts.${key}.label`)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`dashboard.shortcuts.${key}.hint`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconRefresh, IconSchool, IconUsers } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSessionUser } from '@/entities/session';
import { $stats, $statsError, $statsLoading, dashboardOpened, refreshClicked } from '../model/stats';
import { FinanceSummaryCard } from './FinanceSummaryCard';
import { StatCard } from './StatCard';

const SHORTCUTS = [
  { label: 'Guardians/Students', to: '/admin/students', hint: 'Review and manage guardian/student accounts' },
  { label: 'Tutors', to: '/admin/tutors', hint: 'Verify tutors and switch premium status' },
  { label: 'Tuitions', to: '/admin/tuitions', hint: 'See and remove tuition jobs' },
  { label: 'Create tuition', to: '/admin/create-tuition', hint: 'Post a tuition job directly' },
] as const;

const icon = (node: ReactNode) => (
  <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
    {node}
  </ThemeIcon>
);

/** /admin: the headline counts with their growth from last month, Refresh Data, and shortcuts. */
export function AdminDashboardPage() {
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
      <title>Admin Dashboard | Shikhon</title>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Dashboard
          </Title>
          <Text c="dimmed">Welcome back, {user?.name?.trim() || 'Admin User'}. Here is what you can manage today.</Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={refresh}
          loading={loading}
        >
          Refresh Data
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" title="Could not load the figures">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-busy={loading}>
        <StatCard title="Total Tutors" to="/admin/tutors" value={stats?.tutorCount} growth={stats?.tutorGrowth} icon={icon(<IconSchool size={22} />)} />
        <StatCard title="Total Students" to="/admin/students" value={stats?.studentCount} growth={stats?.studentGrowth} icon={icon(<IconUsers size={22} />)} />
        <StatCard title="Active Tuitions" value={stats?.activeTuitions} growth={stats?.tuitionGrowth} icon={icon(<IconBriefcase size={22} />)} />
      </SimpleGrid>
      <FinanceSummaryCard />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {SHORTCUTS.map(({ label, to, hint }) => (
          <Card key={to} withBorder padding="md" radius="md">
            <Anchor component={Link} to={to} fw={600}>
              {label}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSessionUser } from '@/entities/session';

const SHORTCUTS = [
  { label: 'Guardians/Students', to: '/admin/students', hint: 'Review and manage guardian/student accounts' },
  { label: 'Tutors', to: '/admin/tutors', hint: 'Verify tutors and switch premium status' },
  { label: 'Tuitions', to: '/admin/tuitions', hint: 'See and remove tuition jobs' },
  { label: 'Create tuition', to: '/admin/create-tuition', hint: 'Post a tuition job directly' },
] as const;

/** /admin: the dashboard's heading and welcome; the stat cards come with the dashboard statistics. */
export function AdminDashboardPage() {
  const user = useSessionUser();
  return (
    <Stack gap="lg">
      <title>Admin Dashboard | Shikhon</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Dashboard
        </Title>
        <Text c="dimmed">Welcome back, {user?.name?.trim() || 'Admin User'}. Here is what you can manage today.</Text>
      </div>
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

import { Alert, Badge, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSessionCommands, useSessionLoading, useSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { $user, $userError, dashboardOpened, type DashboardUser } from '../model/dashboard';
import { DashboardSidebar } from './DashboardSidebar';

/** The personal dashboard: sidebar and a first view per role; the full dashboard comes later. */
export function DashboardPage() {
  const { id } = useParams<{ id: string }>();
  const sessionUser = useSessionUser();
  const sessionLoading = useSessionLoading();
  const { logOut } = useSessionCommands();
  const { user, error, opened } = useUnit({ user: $user, error: $userError, opened: dashboardOpened });
  const ready = !sessionLoading && sessionUser !== null;

  useEffect(() => {
    // Waits for the restored session, so the call carries its token.
    if (ready) opened(id);
  }, [ready, id, opened]);

  if (sessionLoading) return <PageSpinner />;
  if (!sessionUser) return <Navigate to={routes.login} replace />;

  return (
    <Container size="lg" py="xl">
      <title>Dashboard | Shikhon</title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DashboardSidebar userId={id ?? sessionUser.id} user={user} onLogout={logOut} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {error ? (
            <Alert color="red" title="Could not load your dashboard" role="alert">
              {error}
            </Alert>
          ) : user ? (
            <DashboardSummary user={user} userId={id ?? sessionUser.id} />
          ) : (
            <PageSpinner label="Loading your dashboard" />
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}

const memberSince = (createdAt: string) =>
  new Date(createdAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function DashboardSummary({ user, userId }: { user: DashboardUser; userId: string }) {
  if (user.userType === 'student') {
    return (
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={1} fz="h2">
              Good Afternoon, {user.name}!
            </Title>
            <Button component={Link} to={routes.updateProfile(userId)} variant="light">
              Edit Profile
            </Button>
          </Group>
          <Text>{user.phone}</Text>
          <Text size="sm" c="dimmed">
            Member Since: {memberSince(user.createdAt)}
          </Text>
        </Stack>
      </Paper>
    );
  }
  if (user.userType === 'tutor') {
    return (
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={1} fz="h2">
              Tutor Profile
            </Title>
            <Badge color={user.isVerified ? 'green' : 'yellow'} tt="none">
              {user.isVerified ? 'Verified' : 'Pending Verification'}
            </Badge>
          </Group>
          <Text>ID: {user.tutorId ?? '-'}</Text>
          <Text size="sm" c="dimmed">
            Member Since: {memberSince(user.createdAt)}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={1} fz="h2">
            Admin Dashboard
          </Title>
          <Badge color="brand" tt="none">Administrator</Badge>
        </Group>
        <Text>Admin ID: {user._id}</Text>
        <Text size="sm" c="dimmed">
          Member Since: {memberSince(user.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

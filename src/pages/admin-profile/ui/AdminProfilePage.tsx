import { Alert, Avatar, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { useUser } from '@/entities/user';
import { ChangePasswordForm } from '@/features/change-password';
import { formatDate } from '@/shared/lib/format';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

/** /admin/profile: the signed-in admin's details and a password change. */
export function AdminProfilePage() {
  const session = useSessionUser();
  const sessionLoading = useSessionLoading();
  const { user, error, loading } = useUser(session?.id, { enabled: !sessionLoading });
  const name = user?.name ?? session?.name ?? 'Admin User';

  return (
    <Stack gap="lg" maw={720}>
      <title>Admin Profile | Shikhon</title>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Admin Profile
      </Title>
      <Card withBorder radius="md" padding="lg" aria-labelledby="admin-details-title">
        <Title order={2} size="h4" id="admin-details-title" mb="md">
          Your details
        </Title>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={error.title}>
            {error.detail}
          </Alert>
        ) : !user && loading ? (
          <Group gap="xs" role="status" aria-label="Loading your details">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Loading your details…
            </Text>
          </Group>
        ) : (
          <Stack gap="md">
            <Group gap="md" wrap="nowrap">
              <Avatar color="brand" radius="xl" size="lg" aria-hidden>
                {name.trim().charAt(0).toUpperCase() || 'A'}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="lg">
                  {name}
                </Text>
                <Badge variant="light">Administrator</Badge>
              </div>
            </Group>
            {user && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Detail label="Email" value={user.email} />
                <Detail label="Phone" value={user.phone} />
                <Detail label="Member since" value={formatDate(user.createdAt)} />
                <Detail label="Account ID" value={user._id} />
              </SimpleGrid>
            )}
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" aria-labelledby="change-password-title">
        <Title order={2} size="h4" id="change-password-title" mb="xs">
          Change password
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Other devices signed in to this account are signed out after the change.
        </Text>
        <ChangePasswordForm />
      </Card>
    </Stack>
  );
}

import { Alert, Avatar, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { useUser } from '@/entities/user';
import { ChangePasswordForm } from './ChangePasswordForm';
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
  const { t } = useTranslation('adminRecords');
  const name = user?.name ?? session?.name ?? t('profile.defaultName');

  return (
    <Stack gap="lg" maw={720}>
      <title>{t('profile.pageTitle')}</title>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('profile.title')}
      </Title>
      <Card withBorder radius="md" padding="lg" aria-labelledby="admin-details-title">
        <Title order={2} size="h4" id="admin-details-title" mb="md">
          {t('profile.details')}
        </Title>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={error.title}>
            {error.detail}
          </Alert>
        ) : !user && loading ? (
          <Group gap="xs" role="status" aria-label={t('profile.loading')}>
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('profile.loadingText')}
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
                <Badge variant="light">{t('profile.role')}</Badge>
              </div>
            </Group>
            {user && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Detail label={t('profile.email')} value={user.email} />
                <Detail label={t('profile.phone')} value={user.phone} />
                <Detail label={t('profile.memberSince')} value={formatDate(user.createdAt)} />
                <Detail label={t('profile.accountId')} value={user._id} />
              </SimpleGrid>
            )}
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" aria-labelledby="change-password-title">
        <Title order={2} size="h4" id="change-password-title" mb="xs">
          {t('profile.changePassword')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('profile.changePasswordHint')}
        </Text>
        <ChangePasswordForm />
      </Card>
    </Stack>
  );
}

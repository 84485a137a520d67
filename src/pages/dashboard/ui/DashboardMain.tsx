import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/entities/session';
import { useUser, userRequested } from '@/entities/user';
import { translateMessage } from '@/shared/i18n';
import { AdminDashboard } from './AdminDashboard';
import { StudentDashboard } from './StudentDashboard';
import { TutorDashboard } from './TutorDashboard';

/** The main area: the member's record, then the view of their role. */
export function DashboardMain({ userId, now }: { userId: string; now?: Date }) {
  const { t } = useTranslation('profile');
  const sessionUser = useSessionUser();
  const retry = useUnit(userRequested);
  const { user, error } = useUser(userId);

  if (error && !user) {
    return (
      <Alert color="red" title={error.invalid ? t('dashboard.invalidUserData') : translateMessage(error.title)} role="alert">
        <Stack gap="xs" align="flex-start">
          {error.detail && <Text size="sm">{translateMessage(error.detail)}</Text>}
          <Button size="xs" variant="light" color="red" onClick={() => retry(userId)}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!user) return <DashboardSkeleton />;
  if (user.userType === 'student') return <StudentDashboard user={user} userId={userId} now={now} />;
  if (user.userType === 'tutor') return <TutorDashboard user={user} userId={userId} isOwn={sessionUser?.id === userId} />;
  if (user.userType === 'admin') return <AdminDashboard user={user} />;
  // Spec: any other userType shows an empty main area.
  return null;
}

function DashboardSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-label={t('dashboard.loading')}>
      <Paper withBorder p="md">
        <Skeleton height={28} width="60%" mb="sm" />
        <Skeleton height={16} width="40%" />
      </Paper>
      <Paper withBorder p="md">
        <Skeleton height={20} width="50%" mb="sm" />
        <Skeleton height={16} width="30%" />
      </Paper>
    </Stack>
  );
}

import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClipboardList } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { $applications, $applicationsStatus, applicantCountsByJob } from '@/entities/application';
import {
  $studentRequests,
  $studentRequestsError,
  $studentRequestsStatus,
  RequestDetailsModal,
  requestsOfStudent,
} from '@/entities/student-request';
import { useUser } from '@/entities/user';
import { routes } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import {
  $openedRequestId,
  postedJobsLeft,
  postedJobsOpened,
  postedJobsRetried,
  requestDetailsClosed,
  requestDetailsOpened,
} from '../model/posted-jobs';
import { RequestCards } from './RequestCards';
import { RequestsTable } from './RequestsTable';

const HEADING_ID = 'my-tutor-requests';

/** "My Tutor Requests": loading, error with retry, empty, or the list (a table, cards on phones). */
export function MyTutorRequests({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const { t } = useTranslation('member');
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const { user, error: userError } = useUser(userId);
  const units = useUnit({
    requests: $studentRequests,
    status: $studentRequestsStatus,
    error: $studentRequestsError,
    applications: $applications,
    applicationsStatus: $applicationsStatus,
    openedId: $openedRequestId,
    opened: postedJobsOpened,
    left: postedJobsLeft,
    retry: postedJobsRetried,
    view: requestDetailsOpened,
    close: requestDetailsClosed,
  });
  const { opened, left } = units;
  useEffect(() => {
    opened();
    return () => left();
  }, [opened, left]);

  // The server sends a student only their own requests; an admin gets everyone's, kept to this student.
  const requests = useMemo(
    () => requestsOfStudent(units.requests, user?.studentId ?? null),
    [units.requests, user?.studentId],
  );
  const applicantCounts = useMemo(
    () => (units.applicationsStatus === 'ready' ? applicantCountsByJob(units.applications) : null),
    [units.applications, units.applicationsStatus],
  );
  const openedRequest = requests.find((request) => request._id === units.openedId) ?? null;
  const userType = user?.userType;
  const canPost = isOwn && userType !== 'tutor' && userType !== 'admin';
  const isEmpty = units.status === 'ready' && requests.length === 0;

  const header = (
    <Group justify="space-between" align="center" gap="sm" mb="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }} id={HEADING_ID}>
        {t('postedJobs.title')}
      </Title>
      {/* The empty state has its own button. */}
      {canPost && !isEmpty && (
        <Button component={Link} to={routes.newTutorRequest(userId)}>
          {t('postedJobs.postNew')}
        </Button>
      )}
    </Group>
  );

  if (userType && userType !== 'student') {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby={HEADING_ID}>
        {header}
        <Text>
          {t('postedJobs.notStudent')}{' '}
          <Anchor component={Link} to={routes.dashboard(userId)}>
            {t('postedJobs.backDashboard')}
          </Anchor>
        </Text>
      </Paper>
    );
  }

  // An admin needs the student's record to pick this student's requests out of everyone's.
  const waitingForStudent = !isOwn && !user;
  let body;
  if (!isOwn && userError && !user) {
    body = (
      <Alert color="red" title={userError.title} role="alert">
        {userError.detail}
      </Alert>
    );
  } else if (units.status === 'error') {
    body = (
      <Alert color="red" title={t('postedJobs.loadError')} role="alert">
        <Stack gap="xs" align="flex-start">
          {units.error?.detail && <Text size="sm">{translateMessage(units.error.detail)}</Text>}
          <Button size="xs" variant="light" color="red" onClick={() => units.retry()}>
            {t('postedJobs.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (units.status !== 'ready' || waitingForStudent) {
    body = <RequestsSkeleton />;
  } else if (isEmpty) {
    body = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconClipboardList size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        <Title order={2} fz="h4">
          {t('postedJobs.emptyTitle')}
        </Title>
        <Text c="dimmed">{t('postedJobs.emptyText')}</Text>
        {canPost && (
          <Button component={Link} to={routes.newTutorRequest(userId)} mt="xs">
            {t('postedJobs.create')}
          </Button>
        )}
      </Stack>
    );
  } else {
    const listProps = { requests, applicantCounts, onView: units.view };
    body = isWide ? <RequestsTable {...listProps} /> : <RequestCards {...listProps} />;
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={HEADING_ID}>
      {header}
      {body}
      <RequestDetailsModal request={openedRequest} onClose={units.close} />
    </Paper>
  );
}

function RequestsSkeleton() {
  const { t } = useTranslation('member');
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label={t('postedJobs.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={48} />
      ))}
    </Stack>
  );
}

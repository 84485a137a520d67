import { Alert, Anchor, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApplyToJob } from './ApplyToJob';
import {
  $tuition,
  $tuitionError,
  $tuitionStatus,
  tuitionOpened,
  boardReturnPath,
  tuitionRetried,
  useTuitionTitle,
} from '@/entities/tuition';
import { useSessionUser } from '@/entities/session';
import { translateMessage } from '@/shared/i18n';
import { routes } from '@/shared/config';
import { TuitionDetailsView } from './TuitionDetailsView';

// The admin's "Delete Tuition" (its model and confirm modal) is fetched for an admin only: a public page carries no
// admin code (issue 15, "ship less"). The server renders for guests, so the first render never has it.
const DeleteTuition = lazy(() => import('@/features/delete-tuition').then((m) => ({ default: m.DeleteTuition })));

function BackToBoard() {
  const { t } = useTranslation('board');
  const { state } = useLocation();
  return (
    <Anchor component={Link} to={boardReturnPath(state)} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden="true" />
      {t('details.back')}
    </Anchor>
  );
}

/** One job (`/tuition_details/{id}`): its details, Apply Now, and Delete Tuition for admins. */
export function TuitionDetailsPage() {
  const { t } = useTranslation('board');
  const tuitionTitle = useTuitionTitle();
  const { id = '' } = useParams<{ id: string }>();
  const isAdmin = useSessionUser()?.userType === 'admin';
  const { tuition, status, error, opened, retried } = useUnit({
    tuition: $tuition,
    status: $tuitionStatus,
    error: $tuitionError,
    opened: tuitionOpened,
    retried: tuitionRetried,
  });

  useEffect(() => {
    if (id) opened(id);
  }, [id, opened]);

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackToBoard />
        {!id || status === 'notFound' ? (
          <Paper withBorder radius="md" p="xl" role="alert">
            <title>{t('details.notFoundPageTitle')}</title>
            <Stack align="center" gap="sm" ta="center">
              <Title order={1} fz="h3">
                {t('details.notFound')}
              </Title>
              <Text c="dimmed">{t('details.notFoundLead')}</Text>
              <Button component={Link} to={routes.tuitionBoard}>
                {t('details.browse')}
              </Button>
            </Stack>
          </Paper>
        ) : status === 'error' ? (
          <Alert color="red" title={t('details.failed')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{error ? translateMessage(error) : error}</Text>
              <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={retried}>
                {t('results.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : status === 'ready' && tuition ? (
          <>
            <title>{t('details.pageTitle', { title: tuitionTitle(tuition) })}</title>
            <TuitionDetailsView
              tuition={tuition}
              actions={
                <>
                  <ApplyToJob
                    jobId={tuition.jobId}
                    salary={tuition.salary}
                    jobStatus={tuition.status}
                    myApplicationStatus={tuition.myApplicationStatus}
                  />
                  {isAdmin && (
                    <Suspense fallback={null}>
                      <DeleteTuition jobId={tuition.jobId} />
                    </Suspense>
                  )}
                </>
              }
            />
          </>
        ) : (
          <Center mih="40vh" role="status" aria-live="polite">
            <Stack align="center" gap="sm">
              <Loader aria-hidden="true" />
              <Text c="dimmed">{t('details.loading')}</Text>
            </Stack>
          </Center>
        )}
      </Stack>
    </Container>
  );
}

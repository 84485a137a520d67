import { Alert, Anchor, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApplyToJob } from '@/features/apply-to-job';
import { DeleteTuition } from '@/features/delete-tuition';
import {
  $tuition,
  $tuitionError,
  $tuitionStatus,
  tuitionOpened,
  tuitionRetried,
  tuitionTitle,
} from '@/entities/tuition';
import { routes } from '@/shared/config';
import { TuitionDetailsView } from './TuitionDetailsView';

function BackToBoard() {
  return (
    <Anchor component={Link} to={routes.tuitionBoard} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden="true" />
      Back to Tuition Board
    </Anchor>
  );
}

/** One job (`/tuition_details/{id}`): its details, Apply Now, and Delete Tuition for admins. */
export function TuitionDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
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
            <title>Job not found | Shikhon</title>
            <Stack align="center" gap="sm" ta="center">
              <Title order={1} fz="h3">
                Job not found
              </Title>
              <Text c="dimmed">This tuition job does not exist or is no longer on the board.</Text>
              <Button component={Link} to={routes.tuitionBoard}>
                Browse the Tuition Board
              </Button>
            </Stack>
          </Paper>
        ) : status === 'error' ? (
          <Alert color="red" title="Could not load this job" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{error}</Text>
              <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={retried}>
                Try Again
              </Button>
            </Stack>
          </Alert>
        ) : status === 'ready' && tuition ? (
          <>
            <title>{`${tuitionTitle(tuition)} | Shikhon`}</title>
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
                  <DeleteTuition jobId={tuition.jobId} />
                </>
              }
            />
          </>
        ) : (
          <Center mih="40vh" role="status" aria-live="polite">
            <Stack align="center" gap="sm">
              <Loader aria-hidden="true" />
              <Text c="dimmed">Loading job details...</Text>
            </Stack>
          </Center>
        )}
      </Stack>
    </Container>
  );
}

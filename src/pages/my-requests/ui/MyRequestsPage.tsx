import { Anchor, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router-dom';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { MemberSidebar } from '@/widgets/member-sidebar';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { PagedList } from '@/shared/ui/paged-list';
import { MY_REQUESTS_LOAD_ERROR, myRequestsList } from '../model/my-requests';
import { RequestCard } from './RequestCard';

function EmptyRequests({ userId }: { userId: string }) {
  return (
    <Card withBorder padding="lg" ta="center">
      <Stack gap="xs" align="center">
        <IconClipboardList size={32} aria-hidden="true" />
        <Text fw={600}>No request yet.</Text>
        <Text size="sm" c="dimmed">
          Post what you need; our team reviews it, publishes it as a job and shortlists the best tutors for you.
        </Text>
        <Anchor component={Link} to={routes.newTutorRequest(userId)}>
          Post a tuition job
        </Anchor>
      </Stack>
    </Card>
  );
}

/** /dashboard/requests: a guardian's requests, where each stands, and the shortlist to pick from. */
export function MyRequestsPage() {
  const user = useSessionUser();
  const loading = useSessionLoading();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={routes.login} replace />;
  if (user.userType !== 'student') return <Navigate to={routes.dashboard(user.id)} replace />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <title>My Requests | Shikhon</title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MemberSidebar userId={user.id} active="myRequests" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
                My Requests
              </Title>
              <Button component={Link} to={routes.newTutorRequest(user.id)} size="sm">
                + Post New Tuition Job
              </Button>
            </Group>
            <PagedList
              model={myRequestsList}
              loadingLabel="Loading your requests"
              errorTitle={MY_REQUESTS_LOAD_ERROR}
              empty={<EmptyRequests userId={user.id} />}
            >
              {(items) => (
                <Stack gap="md">
                  {items.map((request) => (
                    <RequestCard key={`${request.kind}-${request._id}`} request={request} />
                  ))}
                </Stack>
              )}
            </PagedList>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

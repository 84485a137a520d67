import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { MemberArea } from '@/widgets/member-sidebar';
import { routes } from '@/shared/config';
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
  return (
    <MemberArea for="student" active="myRequests">
      {(user) => (
        <Stack gap="md">
          <title>My Requests | Shikhon</title>
          <Group justify="space-between" gap="sm">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              My Requests
            </Title>
            <Button component={Link} to={routes.newTutorRequest(user.id)} size="sm">
              + Post New Tuition Job
            </Button>
          </Group>
          <PagedList model={myRequestsList} loadingLabel="Loading your requests" errorTitle={MY_REQUESTS_LOAD_ERROR} empty={<EmptyRequests userId={user.id} />}>
            {(items) => (
              <Stack gap="md">
                {items.map((request) => (
                  <RequestCard key={`${request.kind}-${request._id}`} request={request} />
                ))}
              </Stack>
            )}
          </PagedList>
        </Stack>
      )}
    </MemberArea>
  );
}

import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { RequestStatusBadge, requestLocation } from '@/entities/student-request';
import { RequestReviewModal } from '@/features/review-tutor-request';
import type { StudentTutorRequest } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { PagedList } from '@/shared/ui/paged-list';
import {
  $counts,
  $openedRequest,
  REQUEST_FILTER_LABELS,
  REQUEST_FILTERS,
  requestOpened,
  requestsList,
  reviewClosed,
  type RequestFilter,
} from '../model/requests';


function RequestCard({ request, onOpen }: { request: StudentTutorRequest; onOpen: (id: string) => void }) {
  const nameId = `student-request-${request._id}-name`;
  const shown = request.subjects.slice(0, 2);
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={nameId}>
      <Stack gap={8} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {request.studentName}
            </Text>
            <Text size="sm" c="dimmed">
              Id: {request.studentId ?? 'N/A'}
            </Text>
          </div>
          <RequestStatusBadge status={request.status} />
        </Group>
        <Text size="sm" fw={500}>
          {request.classLevel}
        </Text>
        <Group component="ul" gap={4} aria-label="Subjects" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((subject) => (
            <li key={subject}>
              <Badge variant="light" color="blue" tt="none">
                {subject}
              </Badge>
            </li>
          ))}
          {request.subjects.length > 2 && (
            <Text component="li" size="sm" c="dimmed" title={request.subjects.slice(2).join(', ')}>
              ...
            </Text>
          )}
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            Location:
          </Text>{' '}
          {requestLocation(request)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Posted:
          </Text>{' '}
          {formatDate(request.createdAt)}
        </Text>
        <Group justify="flex-end" mt="auto">
          <Button variant="subtle" size="compact-sm" onClick={() => onOpen(request._id)} aria-describedby={nameId}>
            View Details <span aria-hidden="true">→</span>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function EmptyState({ filter }: { filter: RequestFilter }) {
  const label = REQUEST_FILTER_LABELS[filter].toLowerCase();
  return (
    <Stack align="center" gap={4} py="xl">
      <Text fw={700} size="lg">
        {filter === 'all' ? 'No requests' : `No ${label} requests`}
      </Text>
      <Text c="dimmed">{filter === 'all' ? 'No tutor requests have been made yet.' : `No ${label} requests found.`}</Text>
    </Stack>
  );
}

/** /admin/student-tutor-requests: guardians'/students' requests by status, reviewed, edited, approved or rejected. */
export function AdminStudentTutorRequestsPage() {
  const { counts, query, status, opened, open, close, changeFilters } = useUnit({
    counts: $counts,
    query: requestsList.$query,
    status: requestsList.$status,
    opened: $openedRequest,
    open: requestOpened,
    close: reviewClosed,
    changeFilters: requestsList.filtersChanged,
  });
  const filter = query.filters.status;
  // The server's counts: kept while another tab or page loads, hidden while the list cannot be loaded.
  const shownCounts = status === 'failed' ? null : counts;

  return (
    <Stack gap="lg">
      <title>Guardian/Student Tutor Requests | Shikhon Admin</title>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Guardian/Student Tutor Requests
          </Title>
          <Text c="dimmed">Review, edit, approve or reject the requests guardians and students post.</Text>
        </div>
        {shownCounts && <Text fw={600}>Total: {shownCounts[filter]}</Text>}
      </Group>

      <Tabs value={filter} onChange={(value) => value && changeFilters({ status: value as RequestFilter })}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {REQUEST_FILTERS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              rightSection={
                shownCounts ? (
                  <Badge size="sm" variant="light" color="gray">
                    {shownCounts[key]}
                  </Badge>
                ) : null
              }
            >
              {REQUEST_FILTER_LABELS[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* One panel per tab (each tab controls its own), the list only in the open one. */}
        {REQUEST_FILTERS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="lg">
            {key === filter && (
              <PagedList model={requestsList} loadingLabel="Loading requests" empty={<EmptyState filter={filter} />}>
                {(requests) => (
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label="Tutor requests">
                    {requests.map((request) => (
                      <div role="listitem" key={request._id}>
                        <RequestCard request={request} onOpen={open} />
                      </div>
                    ))}
                  </SimpleGrid>
                )}
              </PagedList>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <RequestReviewModal request={opened} onClose={close} />
    </Stack>
  );
}

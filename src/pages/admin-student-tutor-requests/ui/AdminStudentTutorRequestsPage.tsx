import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { RequestStatusBadge, requestLocation } from '@/entities/student-request';
import { RequestReviewModal } from '@/features/review-tutor-request';
import type { StudentTutorRequest } from '@/shared/api';
import { LoadError } from '@/shared/ui/load-error';
import {
  $counts,
  $countsKnown,
  $filter,
  $loadError,
  $loaded,
  $openedRequest,
  $page,
  $pageCount,
  $total,
  $visibleRequests,
  filterChanged,
  pageChanged,
  REQUEST_FILTER_LABELS,
  REQUEST_FILTERS,
  requestOpened,
  requestsPageOpened,
  retried,
  reviewClosed,
  type RequestFilter,
} from '../model/requests';
import { LabelledPagination } from '@/shared/ui/labelled-pagination';

/** Admin screens show dates in the browser's default format (spec section 9). */
const browserDate = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
};

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
          {browserDate(request.createdAt)}
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

interface RequestListProps {
  loaded: boolean;
  error: string | null;
  requests: StudentTutorRequest[];
  filter: RequestFilter;
  page: number;
  pages: number;
  onOpen: (id: string) => void;
  onRetry: () => void;
  onPage: (page: number) => void;
}

function RequestList({ loaded, error, requests, filter, page, pages, onOpen, onRetry, onPage }: RequestListProps) {
  if (!loaded) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading requests" />
      </Center>
    );
  }
  if (error) {
    return (
      <LoadError message={error} onRetry={onRetry} />
    );
  }
  return (
    <Stack gap="lg">
      {requests.length === 0 ? (
        <EmptyState filter={filter} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label="Tutor requests">
          {requests.map((request) => (
            <div role="listitem" key={request._id}>
              <RequestCard request={request} onOpen={onOpen} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {/* The server pages the tab: a page whose cards all left still offers the other pages. */}
      {pages > 1 && (
        <Group justify="center">
          <LabelledPagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
          />
        </Group>
      )}
    </Stack>
  );
}

/** /admin/student-tutor-requests: guardians'/students' requests by status, reviewed, edited, approved or rejected. */
export function AdminStudentTutorRequestsPage() {
  const { requests, counts, countsKnown, total, filter, page, pages, loaded, error, opened, open, close, changeFilter, changePage, retry, pageOpened } =
    useUnit({
      requests: $visibleRequests,
      counts: $counts,
      countsKnown: $countsKnown,
      total: $total,
      filter: $filter,
      page: $page,
      pages: $pageCount,
      loaded: $loaded,
      error: $loadError,
      opened: $openedRequest,
      open: requestOpened,
      close: reviewClosed,
      changeFilter: filterChanged,
      changePage: pageChanged,
      retry: retried,
      pageOpened: requestsPageOpened,
    });
  useEffect(() => {
    pageOpened();
  }, [pageOpened]);
  // The server's counts: kept while another tab or page loads, hidden while the list cannot be loaded.
  const showCounts = countsKnown && !error;

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
        {showCounts && <Text fw={600}>Total: {total}</Text>}
      </Group>

      <Tabs value={filter} onChange={(value) => value && value !== filter && changeFilter(value as RequestFilter)}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {REQUEST_FILTERS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              rightSection={
                showCounts ? (
                  <Badge size="sm" variant="light" color="gray">
                    {counts[key]}
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
              <RequestList
                loaded={loaded}
                error={error}
                requests={requests}
                filter={filter}
                page={page}
                pages={pages}
                onOpen={open}
                onRetry={retry}
                onPage={changePage}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <RequestReviewModal request={opened} onClose={close} />
    </Stack>
  );
}

import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge, requestLocation } from '@/entities/student-request';
import { RequestReviewModal } from '@/features/review-tutor-request';
import type { StudentTutorRequest } from '@/shared/api';
import { formatDate, localDigits } from '@/shared/lib/format';
import { PagedList } from '@/shared/ui/paged-list';
import {
  $counts,
  $openedRequest,
  REQUEST_FILTERS,
  requestOpened,
  requestsList,
  reviewClosed,
  type RequestFilter,
} from '../model/requests';


/** The arrow after "View Details" (a sign, not a word). */
const ARROW = '\u2192';

function RequestCard({ request, onOpen }: { request: StudentTutorRequest; onOpen: (id: string) => void }) {
  const { t } = useTranslation(['admin', 'catalogue']);
  const label = (group: string, value: string) => t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value });
  const nameId = `student-request-${request._id}-name`;
  const shown = request.subjects.slice(0, 2).map((subject) => ({ subject, text: label('subject', subject) }));
  const classText = label('class', request.classLevel);
  const moreSubjects = request.subjects.slice(2).map((subject) => label('subject', subject)).join(', ');
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={nameId}>
      <Stack gap={8} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {request.studentName}
            </Text>
            <Text size="sm" c="dimmed">
              {t('studentRequests.card.id', { id: request.studentId ?? t('studentRequests.card.notAvailable') })}
            </Text>
          </div>
          <RequestStatusBadge status={request.status} />
        </Group>
        <Text size="sm" fw={500}>
          {classText}
        </Text>
        <Group component="ul" gap={4} aria-label={t('studentRequests.card.subjects')} m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map(({ subject, text }) => (
            <li key={subject}>
              <Badge variant="light" color="blue" tt="none">
                {text}
              </Badge>
            </li>
          ))}
          {request.subjects.length > 2 && (
            <Text component="li" size="sm" c="dimmed" title={moreSubjects}>
              ...
            </Text>
          )}
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('studentRequests.card.location')}
          </Text>{' '}
          {requestLocation(request)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('studentRequests.card.posted')}
          </Text>{' '}
          {formatDate(request.createdAt)}
        </Text>
        <Group justify="flex-end" mt="auto">
          <Button variant="subtle" size="compact-sm" onClick={() => onOpen(request._id)} aria-describedby={nameId}>
            {t('studentRequests.card.viewDetails')} <span aria-hidden="true">{ARROW}</span>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function EmptyState({ filter }: { filter: RequestFilter }) {
  const { t } = useTranslation('admin');
  return (
    <Stack align="center" gap={4} py="xl">
      <Text fw={700} size="lg">
        {t(`studentRequests.empty.heading.${filter}`)}
      </Text>
      <Text c="dimmed">{t(`studentRequests.empty.line.${filter}`)}</Text>
    </Stack>
  );
}

/** /admin/student-tutor-requests: guardians'/students' requests by status, reviewed, edited, approved or rejected. */
export function AdminStudentTutorRequestsPage() {
  const { t } = useTranslation('admin');
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
      <title>{t('studentRequests.pageTitle')}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('studentRequests.title')}
          </Title>
          <Text c="dimmed">{t('studentRequests.intro')}</Text>
        </div>
        {shownCounts && <Text fw={600}>{t('studentRequests.total', { total: localDigits(String(shownCounts[filter])) })}</Text>}
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
                    {localDigits(String(shownCounts[key]))}
                  </Badge>
                ) : null
              }
            >
              {t(`studentRequests.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* One panel per tab (each tab controls its own), the list only in the open one. */}
        {REQUEST_FILTERS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="lg">
            {key === filter && (
              <PagedList model={requestsList} loadingLabel={t('studentRequests.loading')} empty={<EmptyState filter={filter} />}>
                {(requests) => (
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label={t('studentRequests.listLabel')}>
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

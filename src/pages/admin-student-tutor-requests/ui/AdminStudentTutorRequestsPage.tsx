import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge, requestLocation } from '@/entities/student-request';
import { OpenedRequestReview } from './RequestReviewModal';
import type { StudentTutorRequest } from '@/shared/api';
import { formatDate, localDigits } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { ListScreen } from '@/shared/ui/paged-list';
import { $counts, requestsList } from '../model/requests';
import { requestOpened } from '../model/review-request';

/** The arrow after "View Details" (a sign, not a word). */
const ARROW = '\u2192';

function RequestCard({ request, onOpen }: { request: StudentTutorRequest; onOpen: (request: StudentTutorRequest) => void }) {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();
  const nameId = `student-request-${request._id}-name`;
  const lines = { location: requestLocation(request), posted: formatDate(request.createdAt) };
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
          {label.class(request.classLevel)}
        </Text>
        <Group component="ul" gap={4} aria-label={t('studentRequests.card.subjects')} m={0} p={0} style={{ listStyle: 'none' }}>
          {request.subjects.slice(0, 2).map((subject) => (
            <li key={subject}>
              <Badge variant="light" color="blue" tt="none">
                {label.subject(subject)}
              </Badge>
            </li>
          ))}
          {request.subjects.length > 2 && (
            <Text component="li" size="sm" c="dimmed" title={request.subjects.slice(2).map(label.subject).join(', ')}>
              ...
            </Text>
          )}
        </Group>
        {Object.entries(lines).map(([key, value]) => (
          <Text size="sm" key={key}>
            <Text span fw={600}>
              {t(`studentRequests.card.${key}`)}
            </Text>{' '}
            {value}
          </Text>
        ))}
        <Group justify="flex-end" mt="auto">
          <Button variant="subtle" size="compact-sm" onClick={() => onOpen(request)} aria-describedby={nameId}>
            {t('studentRequests.card.viewDetails')} <span aria-hidden="true">{ARROW}</span>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /admin/student-tutor-requests: guardians'/students' requests by status, reviewed, edited, approved or rejected. */
export function AdminStudentTutorRequestsPage() {
  const { t } = useTranslation('admin');
  const { counts, query, status, open } = useUnit({ counts: $counts, query: requestsList.$query, status: requestsList.$status, open: requestOpened });
  // The server's counts: kept while another tab or page loads, hidden while the list cannot be loaded.
  const shownCounts = status === 'failed' ? null : counts;
  return (
    <ListScreen
      model={requestsList}
      actions={shownCounts && <Text fw={600}>{t('studentRequests.total', { total: localDigits(String(shownCounts[query.filters.status])) })}</Text>}
      filter={{ name: 'status', as: 'tabs', counts: shownCounts }}
      empty={{ order: false }}
      card={(request) => <RequestCard request={request} onOpen={open} />}
    >
      <OpenedRequestReview />
    </ListScreen>
  );
}

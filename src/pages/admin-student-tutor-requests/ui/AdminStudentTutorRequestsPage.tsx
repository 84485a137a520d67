import { Button, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge, requestLocation } from '@/entities/student-request';
import { OpenedRequestReview } from './RequestReviewModal';
import { formatDate } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { ListScreen, RecordCard } from '@/shared/ui/paged-list';
import { requestsList } from '../model/requests';
import { requestOpened } from '../model/review-request';

/** The arrow after "View Details" (a sign, not a word). */
const ARROW = '\u2192';

/** /admin/student-tutor-requests: guardians'/students' requests by status, reviewed, edited, approved or rejected. */
export function AdminStudentTutorRequestsPage() {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();
  const open = useUnit(requestOpened);
  return (
    <ListScreen
      model={requestsList}
      filter={{ name: 'status', as: 'tabs' }}
      empty={{ order: false }}
      card={(request) => (
        <RecordCard
          title={request.studentName}
          sub={t('studentRequests.card.id', { id: request.studentId ?? t('studentRequests.card.notAvailable') })}
          badges={[<RequestStatusBadge key="status" status={request.status} />]}
          chips={{ label: 'subjects', items: request.subjects.map(label.subject) }}
          lines={{ location: requestLocation(request), posted: formatDate(request.createdAt) }}
          footer={(nameId) => (
            <Button variant="subtle" size="compact-sm" onClick={() => open(request)} aria-describedby={nameId}>
              {t('studentRequests.card.viewDetails')} <span aria-hidden="true">{ARROW}</span>
            </Button>
          )}
        >
          <Text size="sm" fw={500}>
            {label.class(request.classLevel)}
          </Text>
        </RecordCard>
      )}
    >
      <OpenedRequestReview />
    </ListScreen>
  );
}

import { Anchor, Button } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { ListScreen, RecordCard } from '@/shared/ui/paged-list';
import { hireRequestsList } from '../model/hire-requests';
import { $toggling, toggleRequested } from '../model/toggle-request';

/** /admin/tutor-requests: the public Hire a Tutor requests, tabs All / Pending / Completed, a toggle per card. */
export function AdminTutorRequestsPage() {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();
  const [toggling, toggle] = useUnit([$toggling, toggleRequested]);
  return (
    <ListScreen
      model={hireRequestsList}
      filter={{ name: 'status', as: 'tabs' }}
      card={(request) => {
        // Completed: a green left border and badge; pending: yellow ones.
        const [status, color] = request.isCompleted ? ['completed', 'green'] : ['pending', 'yellow'];
        return (
          <RecordCard
            labelled={{ name: request.studentName }}
            data-status={status}
            accent={color}
            title={request.studentName}
            sub={<Anchor href={`tel:${request.phone}`} size="sm">{request.phone}</Anchor>}
            badges={[{ word: status, color }]}
            lines={{
              classLevel: label.class(request.classLevel),
              medium: label.category(request.medium),
              location: `${request.area}, ${label.district(request.district)}`,
              requestDate: formatDate(request.createdAt),
            }}
            footer={
              <Button variant={request.isCompleted ? 'default' : 'filled'} color={request.isCompleted ? undefined : 'brand'} loading={toggling.includes(request._id)} onClick={() => toggle(request)}>
                {t(request.isCompleted ? 'tutorRequests.card.markPending' : 'tutorRequests.card.markComplete')}
              </Button>
            }
          />
        );
      }}
    />
  );
}

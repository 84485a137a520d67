import { Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '@/shared/lib/format';
import { ListScreen } from '@/shared/ui/paged-list';
import { $counts, hireRequestsList } from '../model/hire-requests';
import { $toggling, toggleRequested } from '../model/toggle-request';
import { HireRequestCard } from './HireRequestCard';

/** /admin/tutor-requests: the public Hire a Tutor requests, tabs All / Pending / Completed, a toggle per card. */
export function AdminTutorRequestsPage() {
  const { t } = useTranslation('admin');
  const { counts, query, status, toggling, toggle } = useUnit({
    counts: $counts,
    query: hireRequestsList.$query,
    status: hireRequestsList.$status,
    toggling: $toggling,
    toggle: toggleRequested,
  });
  const total = status === 'ready' && counts ? localDigits(String(counts[query.filters.status])) : '-';
  return (
    <ListScreen
      model={hireRequestsList}
      actions={
        <Text fw={600} aria-live="polite">
          {t('tutorRequests.total', { total })}
        </Text>
      }
      filter={{ name: 'status', as: 'tabs', counts }}
      card={(request) => <HireRequestCard request={request} busy={toggling.includes(request._id)} onToggle={toggle} />}
    />
  );
}

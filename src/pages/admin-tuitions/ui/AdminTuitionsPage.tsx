import { IconCircleX, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubjectBadges } from '@/entities/tuition';
import { CloseTuitionDialog } from './CloseTuitionDialog';
import { DeleteTuitionModal } from './DeleteTuitionModal';
import type { Tuition } from '@/shared/api';
import { formatSalary, localDigits } from '@/shared/lib/format';
import { routes } from '@/shared/config';
import { formatJobNumber } from '@/shared/lib/job-number';
import { actionsColumn, IdCell, StatusBadge } from '@/shared/ui/list-parts';
import { ListScreen } from '@/shared/ui/paged-list';
import { tuitionsList } from '../model/list';

const STATUS_COLORS: Record<Tuition['status'], string> = { active: 'teal', assigned: 'blue', closed: 'gray' };

/** /admin/tuitions: every job in a table, a status filter, paging, close with a reason, and delete with its confirm modal. */
export function AdminTuitionsPage() {
  const { t } = useTranslation(['admin', 'catalogue']);
  const [confirmJob, setConfirmJob] = useState<Tuition | null>(null);
  const [closingJob, setClosingJob] = useState<Tuition | null>(null);
  const label = (group: string, value: string) => (value ? t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value }) : value);
  return (
    <ListScreen
      model={tuitionsList}
      subtitle={({ status, total }) => (status === 'ready' ? t('tuitions.total', { total: localDigits(String(total)) }) : t('tuitions.intro'))}
      toolsInHeader
      search={{ type: 'text' }}
      filter={{ name: 'status', as: 'select' }}
      table={{
        minWidth: 820,
        columns: [
          { key: 'jobId', cell: (job) => <IdCell id={job.jobId} text={formatJobNumber(job.jobNumber)} to={routes.adminJob(job.jobId)} /> },
          { key: 'location', cell: (job) => [job.location, label('district', job.district)].filter(Boolean).join(', ') },
          { key: 'category', cell: (job) => label('category', job.category) },
          { key: 'class', cell: (job) => label('class', job.classLevel) },
          // The badges show each subject's label in the language on screen themselves.
          { key: 'subjects', cell: (job) => <SubjectBadges subjects={job.subjects} label={t('tuitions.columns.subjects')} /> },
          { key: 'salary', cell: (job) => formatSalary(job.salary) },
          { key: 'status', cell: (job) => <StatusBadge value={job.status} colors={STATUS_COLORS} label={label('tuitionStatus', job.status)} /> },
          actionsColumn<Tuition>(
            (job) => [
              { label: 'closeJobOf', text: 'closeJob', icon: IconCircleX, color: 'orange', c: 'dark.7', hidden: job.status === 'closed', onClick: () => setClosingJob(job) },
              { label: 'deleteOf', text: 'delete', icon: IconTrash, color: 'red', onClick: () => setConfirmJob(job) },
            ],
            { values: (job) => ({ job: formatJobNumber(job.jobNumber) }) },
          ),
        ],
      }}
    >
      <CloseTuitionDialog job={closingJob} onClose={() => setClosingJob(null)} />
      <DeleteTuitionModal job={confirmJob} onClose={() => setConfirmJob(null)} />
    </ListScreen>
  );
}

import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCircleX, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { SubjectBadges } from '@/entities/tuition';
import { CloseTuitionDialog } from './CloseTuitionDialog';
import { deleteTuitionFx } from '@/features/delete-tuition';
import type { Tuition } from '@/shared/api';
import { formatSalary, localDigits } from '@/shared/lib/format';
import { routes } from '@/shared/config';
import { formatJobNumber } from '@/shared/lib/job-number';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { ListScreen, type PagedColumn } from '@/shared/ui/paged-list';
import { tuitionsList } from '../model/list';

const STATUS_COLORS: Record<Tuition['status'], string> = { active: 'teal', assigned: 'blue', closed: 'gray' };

const columns = (
  t: TFunction<['admin', 'catalogue']>,
  onDelete: (job: Tuition) => void,
  onClose: (job: Tuition) => void,
): PagedColumn<Tuition>[] => {
  const label = (group: string, value: string) => (value ? t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value }) : value);
  const statusOf = (job: Tuition) => label('tuitionStatus', job.status);
  return [
  {
    header: t('tuitions.columns.jobId'),
    cell: (job) => (
      <Text component={Link} to={routes.adminJob(job.jobId)} c="brand.8" size="sm" ff="monospace" title={job.jobId} style={{ whiteSpace: 'nowrap' }}>
        {formatJobNumber(job.jobNumber)}
      </Text>
    ),
  },
  { header: t('tuitions.columns.location'), cell: (job) => [job.location, label('district', job.district)].filter(Boolean).join(', ') },
  { header: t('tuitions.columns.category'), cell: (job) => label('category', job.category) },
  { header: t('tuitions.columns.class'), cell: (job) => label('class', job.classLevel) },
  {
    header: t('tuitions.columns.subjects'),
    // The badges show each subject's label in the language on screen themselves.
    cell: (job) => <SubjectBadges subjects={job.subjects} label={t('tuitions.columns.subjects')} />,
  },
  { header: t('tuitions.columns.salary'), cell: (job) => formatSalary(job.salary) },
  {
    header: t('tuitions.columns.status'),
    cell: (job) => (
      <Badge color={STATUS_COLORS[job.status]} variant="light">
        {statusOf(job)}
      </Badge>
    ),
  },
  {
    header: t('tuitions.columns.actions'),
    cell: (job) => (
      <Group gap="xs" wrap="nowrap">
        {job.status !== 'closed' && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            c="dark.7"
            leftSection={<IconCircleX size={14} aria-hidden="true" />}
            onClick={() => onClose(job)}
            aria-label={t('tuitions.closeJobOf', { job: formatJobNumber(job.jobNumber) })}
          >
            {t('tuitions.closeJob')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={() => onDelete(job)}
          aria-label={t('tuitions.deleteOf', { job: formatJobNumber(job.jobNumber) })}
        >
          {t('tuitions.delete')}
        </Button>
      </Group>
    ),
  },
  ];
};

/** /admin/tuitions: every job in a table, a status filter, paging, close with a reason, and delete with its confirm modal. */
export function AdminTuitionsPage() {
  const { t } = useTranslation(['admin', 'catalogue']);
  const [remove, deleting] = useUnit([deleteTuitionFx, deleteTuitionFx.pending]);
  const [confirmJob, setConfirmJob] = useState<Tuition | null>(null);
  const [closingJob, setClosingJob] = useState<Tuition | null>(null);
  const closeConfirm = () => setConfirmJob(null);
  return (
    <ListScreen
      model={tuitionsList}
      pageTitle={t('tuitions.pageTitle')}
      title={t('tuitions.title')}
      subtitle={({ status, total }) => (status === 'ready' ? t('tuitions.total', { total: localDigits(String(total)) }) : t('tuitions.intro'))}
      toolsInHeader
      search={{ label: t('tuitions.search'), placeholder: t('tuitions.searchPlaceholder'), type: 'text' }}
      filter={{ name: 'status', as: 'select', label: t('tuitions.status'), optionLabel: (value) => t(`tuitions.statuses.${value}`) }}
      loadingLabel={t('tuitions.loading')}
      empty={{ text: t('tuitions.empty') }}
      table={{ columns: columns(t, setConfirmJob, setClosingJob), rowKey: (job) => job.jobId, minWidth: 820 }}
    >
      <CloseTuitionDialog job={closingJob} onClose={() => setClosingJob(null)} />
      <ConfirmDeleteModal
        opened={confirmJob !== null}
        title={t('tuitions.deleteTitle')}
        pending={deleting}
        onCancel={closeConfirm}
        // Success and failure toasts come from the delete feature; the modal closes either way.
        onConfirm={() => confirmJob && remove(confirmJob.jobId).then(closeConfirm, closeConfirm)}
      >
        {t('tuitions.deleteConfirm', { job: confirmJob ? formatJobNumber(confirmJob.jobNumber) : '' })}
      </ConfirmDeleteModal>
    </ListScreen>
  );
}

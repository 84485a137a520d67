import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCircleX, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { SubjectBadges } from '@/entities/tuition';
import { CloseTuitionDialog } from '@/features/close-tuition';
import { deleteTuitionFx } from '@/features/delete-tuition';
import type { AdminTuitionStatusFilter, Tuition } from '@/shared/api';
import { formatSalary, localDigits } from '@/shared/lib/format';
import { routes } from '@/shared/config';
import { formatJobNumber } from '@/shared/lib/job-number';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { ListSearch, PagedTable, type PagedColumn } from '@/shared/ui/paged-list';
import { tuitionsList } from '../model/list';

/** The status filter's values (labels: `tuitions.statuses.<value>` of the admin catalogue). */
const STATUS_VALUES: readonly AdminTuitionStatusFilter[] = ['all', 'active', 'assigned', 'closed'];
const STATUS_COLORS: Record<Tuition['status'], string> = { active: 'teal', assigned: 'blue', closed: 'gray' };

const columns = (
  t: TFunction<['admin', 'catalogue']>,
  onDelete: (job: Tuition) => void,
  onClose: (job: Tuition) => void,
): PagedColumn<Tuition>[] => {
  const label = (group: string, value: string) => (value ? t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value }) : value);
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
    cell: (job) => {
      const text = label('tuitionStatus', job.status);
      return (
        <Badge color={STATUS_COLORS[job.status]} variant="light">
          {text}
        </Badge>
      );
    },
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
  const { total, query, status, changeFilters, remove, deleting } = useUnit({
    total: tuitionsList.$total,
    query: tuitionsList.$query,
    status: tuitionsList.$status,
    changeFilters: tuitionsList.filtersChanged,
    remove: deleteTuitionFx,
    deleting: deleteTuitionFx.pending,
  });
  const [confirmJob, setConfirmJob] = useState<Tuition | null>(null);
  const [closingJob, setClosingJob] = useState<Tuition | null>(null);

  const confirmDelete = () => {
    if (!confirmJob) return;
    // Success and failure toasts come from the delete feature; the modal closes either way.
    remove(confirmJob.jobId).then(
      () => setConfirmJob(null),
      () => setConfirmJob(null),
    );
  };

  return (
    <Stack gap="lg">
      <title>{t('tuitions.pageTitle')}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('tuitions.title')}
          </Title>
          <Text c="dimmed">{status === 'ready' ? t('tuitions.total', { total: localDigits(String(total)) }) : t('tuitions.intro')}</Text>
        </div>
        <Group align="flex-end" wrap="wrap" gap="sm" w={{ base: '100%', sm: 'auto' }}>
          <ListSearch
            label={t('tuitions.search')}
            placeholder={t('tuitions.searchPlaceholder')}
            type="text"
            value={query.filters.search}
            onSearch={(search) => changeFilters({ search })}
            w={{ base: '100%', xs: 260 }}
          />
          <Select
            label={t('tuitions.status')}
            data={STATUS_VALUES.map((value) => ({ value, label: t(`tuitions.statuses.${value}`) }))}
            value={query.filters.status}
            allowDeselect={false}
            onChange={(value) => value && changeFilters({ status: value as AdminTuitionStatusFilter })}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
      </Group>

      <PagedTable
        model={tuitionsList}
        loadingLabel={t('tuitions.loading')}
        empty={
          <Text ta="center" py="xl" c="dimmed" fw={600}>
            {t('tuitions.empty')}
          </Text>
        }
        columns={columns(t, setConfirmJob, setClosingJob)}
        rowKey={(job) => job.jobId}
        minWidth={820}
      />

      <CloseTuitionDialog job={closingJob} onClose={() => setClosingJob(null)} />

      <ConfirmDeleteModal
        opened={confirmJob !== null}
        title={t('tuitions.deleteTitle')}
        pending={deleting}
        onCancel={() => setConfirmJob(null)}
        onConfirm={confirmDelete}
      >
        {t('tuitions.deleteConfirm', { job: confirmJob ? formatJobNumber(confirmJob.jobNumber) : '' })}
      </ConfirmDeleteModal>
    </Stack>
  );
}

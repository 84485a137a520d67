import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCircleX, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SubjectBadges } from '@/entities/tuition';
import { CloseTuitionDialog } from '@/features/close-tuition';
import { deleteTuitionFx } from '@/features/delete-tuition';
import type { AdminTuitionStatusFilter, Tuition } from '@/shared/api';
import { formatSalary } from '@/shared/lib/format';
import { routes } from '@/shared/config';
import { formatJobNumber } from '@/shared/lib/job-number';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { ListSearch, PagedTable, type PagedColumn } from '@/shared/ui/paged-list';
import { tuitionsList } from '../model/list';

const STATUS_OPTIONS: { value: AdminTuitionStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'assigned', label: 'Assigned' },
  { value: 'closed', label: 'Closed' },
];
const STATUS_COLORS: Record<Tuition['status'], string> = { active: 'teal', assigned: 'blue', closed: 'gray' };

const columns = (onDelete: (job: Tuition) => void, onClose: (job: Tuition) => void): PagedColumn<Tuition>[] => [
  {
    header: 'Job ID',
    cell: (job) => (
      <Text component={Link} to={routes.adminJob(job.jobId)} c="brand.8" size="sm" ff="monospace" title={job.jobId} style={{ whiteSpace: 'nowrap' }}>
        {formatJobNumber(job.jobNumber)}
      </Text>
    ),
  },
  { header: 'Location', cell: (job) => [job.location, job.district].filter(Boolean).join(', ') },
  { header: 'Category', cell: (job) => job.category },
  { header: 'Class', cell: (job) => job.classLevel },
  { header: 'Subjects', cell: (job) => <SubjectBadges subjects={job.subjects} label="Subjects" /> },
  { header: 'Salary', cell: (job) => formatSalary(job.salary) },
  {
    header: 'Status',
    cell: (job) => (
      <Badge color={STATUS_COLORS[job.status]} variant="light">
        {job.status}
      </Badge>
    ),
  },
  {
    header: 'Actions',
    cell: (job) => (
      <Group gap="xs" wrap="nowrap">
        {job.status !== 'closed' && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconCircleX size={14} aria-hidden="true" />}
            onClick={() => onClose(job)}
            aria-label={`Close job ${formatJobNumber(job.jobNumber)}`}
          >
            Close job
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={() => onDelete(job)}
          aria-label={`Delete tuition ${formatJobNumber(job.jobNumber)}`}
        >
          Delete
        </Button>
      </Group>
    ),
  },
];

/** /admin/tuitions: every job in a table, a status filter, paging, close with a reason, and delete with its confirm modal. */
export function AdminTuitionsPage() {
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
      <title>Tuitions | Shikhon Admin</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Tuitions
          </Title>
          <Text c="dimmed">{status === 'ready' ? `Total: ${total}` : 'Every tuition job, newest first'}</Text>
        </div>
        <Group align="flex-end" wrap="wrap" gap="sm" w={{ base: '100%', sm: 'auto' }}>
          <ListSearch
            label="Search"
            placeholder="SK-10234, title or guardian"
            type="text"
            value={query.filters.search}
            onSearch={(search) => changeFilters({ search })}
            w={{ base: '100%', xs: 260 }}
          />
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={query.filters.status}
            allowDeselect={false}
            onChange={(value) => value && changeFilters({ status: value as AdminTuitionStatusFilter })}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
      </Group>

      <PagedTable
        model={tuitionsList}
        loadingLabel="Loading tuitions"
        empty={
          <Text ta="center" py="xl" c="dimmed" fw={600}>
            No tuitions found
          </Text>
        }
        columns={columns(setConfirmJob, setClosingJob)}
        rowKey={(job) => job.jobId}
        minWidth={820}
      />

      <CloseTuitionDialog job={closingJob} onClose={() => setClosingJob(null)} />

      <ConfirmDeleteModal
        opened={confirmJob !== null}
        title="Delete Tuition"
        pending={deleting}
        onCancel={() => setConfirmJob(null)}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete tuition with Job ID {confirmJob ? formatJobNumber(confirmJob.jobNumber) : ''}? This action
        cannot be undone.
      </ConfirmDeleteModal>
    </Stack>
  );
}

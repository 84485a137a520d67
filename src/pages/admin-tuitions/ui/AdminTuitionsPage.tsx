import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { SubjectBadges } from '@/entities/tuition';
import { deleteTuitionFx } from '@/features/delete-tuition';
import type { AdminTuitionStatusFilter, Tuition } from '@/shared/api';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { LoadError } from '@/shared/ui/load-error';
import {
  $loadError,
  $loaded,
  $loading,
  $query,
  $total,
  $tuitions,
  PAGE_SIZE,
  pageChanged,
  retried,
  statusChanged,
  tuitionsOpened,
} from '../model/list';
import { LabelledPagination } from '@/shared/ui/labelled-pagination';

const STATUS_OPTIONS: { value: AdminTuitionStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'assigned', label: 'Assigned' },
  { value: 'closed', label: 'Closed' },
];
const STATUS_COLORS: Record<Tuition['status'], string> = { active: 'teal', assigned: 'blue', closed: 'gray' };

/** /admin/tuitions: every job in a table, a status filter, paging, and delete with its confirm modal. */
export function AdminTuitionsPage() {
  const { tuitions, total, query, error, loaded, loading, opened, changeStatus, changePage, retry, remove, deleting } = useUnit({
    tuitions: $tuitions,
    total: $total,
    query: $query,
    error: $loadError,
    loaded: $loaded,
    loading: $loading,
    opened: tuitionsOpened,
    changeStatus: statusChanged,
    changePage: pageChanged,
    retry: retried,
    remove: deleteTuitionFx,
    deleting: deleteTuitionFx.pending,
  });
  const [confirmJobId, setConfirmJobId] = useState<string | null>(null);
  useEffect(() => {
    opened();
  }, [opened]);

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const confirmDelete = () => {
    if (!confirmJobId) return;
    // Success and failure toasts come from the delete feature; the modal closes either way.
    remove(confirmJobId).then(
      () => setConfirmJobId(null),
      () => setConfirmJobId(null),
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
          <Text c="dimmed">{loaded && !error ? `Total: ${total}` : 'Every tuition job, newest first'}</Text>
        </div>
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={query.status}
          allowDeselect={false}
          onChange={(value) => value && changeStatus(value as AdminTuitionStatusFilter)}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>

      {!loaded ? (
        <Center py="xl">
          <Loader aria-label="Loading tuitions" />
        </Center>
      ) : error ? (
        <LoadError message={error} onRetry={retry} />
      ) : tuitions.length === 0 ? (
        <Text ta="center" py="xl" c="dimmed" fw={600}>
          No tuitions found
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job ID</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Class</Table.Th>
                <Table.Th>Subjects</Table.Th>
                <Table.Th>Salary</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tuitions.map((job) => (
                <Table.Tr key={job.jobId}>
                  <Table.Td>
                    <Text size="sm" ff="monospace" title={job.jobId}>
                      #{job.jobId.slice(-6)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{[job.location, job.district].filter(Boolean).join(', ')}</Table.Td>
                  <Table.Td>{job.category}</Table.Td>
                  <Table.Td>{job.classLevel}</Table.Td>
                  <Table.Td>
                    <SubjectBadges subjects={job.subjects} label="Subjects" />
                  </Table.Td>
                  <Table.Td>{job.salary ? `${job.salary} BDT` : 'Negotiable'}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[job.status]} variant="light">
                      {job.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                      onClick={() => setConfirmJobId(job.jobId)}
                      aria-label={`Delete tuition ${job.jobId}`}
                    >
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {loaded && !error && pages > 1 && (
        <Group justify="center">
          <LabelledPagination total={pages} value={query.page} onChange={changePage} />
        </Group>
      )}

      <ConfirmDeleteModal
        opened={confirmJobId !== null}
        title="Delete Tuition"
        pending={deleting}
        onCancel={() => setConfirmJobId(null)}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete tuition with Job ID {confirmJobId}? This action cannot be undone.
      </ConfirmDeleteModal>
    </Stack>
  );
}

import { ActionIcon, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { formatRegistered, orNotAvailable, StudentDetailsModal } from '@/entities/admin-student';
import { MemberAccessButton } from '@/features/deactivate-member';
import { DeleteUserModal } from '@/features/delete-user';
import type { AdminStudent } from '@/shared/api';
import { FilterButtons } from '@/shared/ui/filter-buttons';
import { ListSearch, PagedTable, type PagedColumn } from '@/shared/ui/paged-list';
import { toast } from '@/shared/ui/toast';
import { FILTERS, SEARCH_DEBOUNCE_MS, TEXTS } from '../config/texts';
import { pageItems } from '../lib/pagination';
import { studentsList } from '../model/students-list';

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value ?? '-'}
      </Text>
    </Card>
  );
}

/** The spec's pager for this list: Previous, the first and last page, the current ±2, ellipses, Next. */
function StudentsPager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  return (
    <Group gap={4} component="nav" aria-label="Pages">
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      {pageItems(page, pages).map((item) =>
        item.kind === 'ellipsis' ? (
          <Text key={item.key} size="sm" px={4} aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={item.page}
            size="xs"
            variant={item.page === page ? 'filled' : 'default'}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            onClick={() => onChange(item.page)}
          >
            {item.page}
          </Button>
        ),
      )}
      <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}

const columns = (view: (student: AdminStudent) => void, remove: (student: AdminStudent) => void): PagedColumn<AdminStudent>[] => [
  { header: 'ID', sortBy: 'id', cell: (student) => student.studentId ?? 'N/A' },
  { header: 'Name', sortBy: 'name', cell: (student) => <Text fw={500}>{student.name}</Text> },
  {
    header: 'Contact',
    cell: (student) => (
      <>
        <Text size="sm">{student.email}</Text>
        <Text size="sm" c="dimmed">
          {student.phone}
        </Text>
      </>
    ),
  },
  {
    header: 'Location / Class',
    cell: (student) => (
      <>
        <Text size="sm">{orNotAvailable(student.area)}</Text>
        <Text size="sm" c="dimmed">
          {orNotAvailable(student.class)}
        </Text>
      </>
    ),
  },
  { header: 'Registered', sortBy: 'createdAt', firstOrder: 'desc', cell: (student) => formatRegistered(student.createdAt) },
  {
    header: 'Actions',
    cell: (student) => (
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={`View ${student.name}`} onClick={() => view(student)}>
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${student.name}`} onClick={() => remove(student)}>
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
        <MemberAccessButton member={student} />
      </Group>
    ),
  },
];

/** /admin/students: guardian/student accounts with counts, filters, search, sorting, paging, details and delete. */
export function AdminStudentsPage() {
  const { answer, query, refreshing, changeFilters, reset, refresh } = useUnit({
    answer: studentsList.$answer,
    query: studentsList.$query,
    refreshing: studentsList.$refreshing,
    changeFilters: studentsList.filtersChanged,
    reset: studentsList.filtersReset,
    refresh: studentsList.refreshed,
  });
  const [viewing, setViewing] = useState<AdminStudent | null>(null);
  const [deleting, setDeleting] = useState<AdminStudent | null>(null);
  const counts = answer?.counts;

  return (
    <Stack gap="lg">
      <title>Guardians/Students | Shikhon Admin</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {TEXTS.title}
        </Title>
        <Text c="dimmed">Review, search and manage guardian/student accounts.</Text>
      </div>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label="Total Students" value={counts?.total} />
        <StatCard label="Registered Today" value={counts?.today} />
        <StatCard label="Active" value={counts?.active} />
        <StatCard label="Inactive" value={counts?.inactive} />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" aria-busy={refreshing}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <FilterButtons label="Filter students" options={FILTERS} value={query.filters.filter} onChange={(filter) => changeFilters({ filter })} />
            <ListSearch
              label="Search students"
              placeholder={TEXTS.search}
              value={query.filters.search}
              onSearch={(search) => changeFilters({ search })}
              delay={SEARCH_DEBOUNCE_MS}
              w={{ base: '100%', sm: 280 }}
            />
          </Group>

          <PagedTable
            model={studentsList}
            loadingLabel="Loading students"
            errorTitle="Could not load students"
            empty={
              <Stack align="center" gap="xs" py="xl">
                <Title order={2} fz="lg">
                  {TEXTS.emptyTitle}
                </Title>
                <Text c="dimmed" ta="center">
                  {query.filters.search ? TEXTS.emptyWithSearch : TEXTS.emptyWithoutSearch}
                </Text>
                <Button variant="light" onClick={reset}>
                  {TEXTS.clearFilters}
                </Button>
              </Stack>
            }
            columns={columns(setViewing, setDeleting)}
            rowKey={(student) => student._id}
            minWidth={760}
            summary={({ from, to, total }) => (
              <Text size="sm" c="dimmed">
                Showing {from} to {to} of {total} students
              </Text>
            )}
            pager={StudentsPager}
            alwaysPaged
          />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          Student Management Tips
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div>
            <Text fw={600}>Engagement Strategy</Text>
            <Text size="sm" c="dimmed">
              Reach out to inactive guardians/students with new tuition offers in their area, and follow up on
              requests that have waited longest.
            </Text>
          </div>
          <div>
            <Text fw={600}>Verification Process</Text>
            <Text size="sm" c="dimmed">
              Check the phone number and e-mail before approving a guardian&apos;s tutor request, and remove accounts
              that are clearly fake.
            </Text>
          </div>
        </SimpleGrid>
      </Paper>

      <StudentDetailsModal student={viewing} onClose={() => setViewing(null)} />
      <DeleteUserModal
        title="Delete Student"
        user={deleting ? { id: deleting._id, name: deleting.name } : null}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          toast.success(TEXTS.deleted);
          refresh();
        }}
        onFailed={(error) => toast.error(error.fromServer && error.message ? error.message : TEXTS.deleteFailed)}
      />
    </Stack>
  );
}

import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconEye, IconSearch, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchAdminStudentsFx, formatRegistered, orNotAvailable, StudentDetailsModal } from '@/entities/admin-student';
import { DeleteUserModal } from '@/features/delete-user';
import {
  ADMIN_STUDENTS_PAGE_SIZE,
  type AdminStudent,
  type AdminStudentFilter,
  type AdminStudentSort,
  type AdminStudentsResponse,
  type ApiError,
  type SortOrder,
} from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { FilterButtons } from '@/shared/ui/filter-buttons';
import { FILTERS, SEARCH_DEBOUNCE_MS, TEXTS } from '../config/texts';
import { pageItems, showingRange } from '../lib/pagination';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: AdminStudentsResponse };

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

function SortHeader({
  label,
  column,
  sort,
  order,
  onSort,
}: {
  label: string;
  column: AdminStudentSort;
  sort: AdminStudentSort;
  order: SortOrder;
  onSort: (column: AdminStudentSort) => void;
}) {
  const active = sort === column;
  const Arrow = order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          {active && <Arrow size={14} aria-hidden="true" />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** /admin/students: guardian/student accounts with counts, filters, search, sorting, paging, details and delete. */
export function AdminStudentsPage() {
  const { fetchStudents, pending } = useUnit({ fetchStudents: fetchAdminStudentsFx, pending: fetchAdminStudentsFx.pending });
  const [filter, setFilter] = useState<AdminStudentFilter>('all');
  // The header search links here with ?search=<email>.
  const linkedSearch = useSearchParams()[0].get('search');
  const [search, setSearch] = useState(linkedSearch ?? '');
  const [seenLink, setSeenLink] = useState(linkedSearch);
  if (linkedSearch !== seenLink) {
    setSeenLink(linkedSearch);
    if (linkedSearch !== null) setSearch(linkedSearch);
  }
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<AdminStudentSort>('createdAt');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [viewing, setViewing] = useState<AdminStudent | null>(null);
  const [deleting, setDeleting] = useState<AdminStudent | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const latest = useRef(0);

  /** Fetches the current page again; from the error box, back to 'Loading...' first. */
  const reload = useCallback((showLoading: boolean) => {
    if (showLoading) setLoad({ status: 'loading' });
    setReloadKey((key) => key + 1);
  }, []);

  useEffect(() => {
    const call = (latest.current += 1);
    fetchStudents({ filter, search: debouncedSearch, sort, order, page, limit: ADMIN_STUDENTS_PAGE_SIZE }).then(
      (data) => {
        if (call !== latest.current) return;
        const lastPage = Math.max(1, Math.ceil(data.total / ADMIN_STUDENTS_PAGE_SIZE));
        // A delete can empty the last page: step back to the new last page.
        if (page > lastPage) setPage(lastPage);
        else setLoad({ status: 'ready', data });
      },
      (error: ApiError) => {
        if (call !== latest.current) return;
        setLoad({ status: 'error', message: error.fromServer && error.message ? error.message : TEXTS.loadFailed });
      },
    );
  }, [fetchStudents, filter, debouncedSearch, sort, order, page, reloadKey]);

  const onSort = (column: AdminStudentSort) => {
    if (column === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setOrder(column === 'createdAt' ? 'desc' : 'asc');
    }
    setPage(1);
  };
  const chooseFilter = (value: AdminStudentFilter) => {
    setFilter(value);
    setPage(1);
  };
  const clearFilters = () => {
    setSearch('');
    setFilter('all');
    setPage(1);
  };

  const data = load.status === 'ready' ? load.data : null;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / ADMIN_STUDENTS_PAGE_SIZE)) : 1;
  const range = data ? showingRange(page, ADMIN_STUDENTS_PAGE_SIZE, data.total) : { from: 0, to: 0 };

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
        <StatCard label="Total Students" value={data?.counts.total} />
        <StatCard label="Registered Today" value={data?.counts.today} />
        <StatCard label="Active" value={data?.counts.active} />
        <StatCard label="Inactive" value={data?.counts.inactive} />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" aria-busy={pending}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <FilterButtons label="Filter students" options={FILTERS} value={filter} onChange={chooseFilter} />
            <TextInput
              label="Search students"
              placeholder={TEXTS.search}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              w={{ base: '100%', sm: 280 }}
              type="search"
            />
          </Group>

          {load.status === 'loading' && <Text role="status">{TEXTS.loading}</Text>}

          {load.status === 'error' && (
            <Alert color="red" variant="light" role="alert" title="Could not load students">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{load.message}</Text>
                <Button color="red" size="xs" onClick={() => reload(true)}>
                  {TEXTS.tryAgain}
                </Button>
              </Stack>
            </Alert>
          )}

          {data && data.students.length === 0 && (
            <Stack align="center" gap="xs" py="xl">
              <Title order={2} fz="lg">
                {TEXTS.emptyTitle}
              </Title>
              <Text c="dimmed" ta="center">
                {debouncedSearch || search.trim() ? TEXTS.emptyWithSearch : TEXTS.emptyWithoutSearch}
              </Text>
              <Button variant="light" onClick={clearFilters}>
                {TEXTS.clearFilters}
              </Button>
            </Stack>
          )}

          {data && data.students.length > 0 && (
            <>
              <Table.ScrollContainer minWidth={760}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <SortHeader label="ID" column="id" sort={sort} order={order} onSort={onSort} />
                      <SortHeader label="Name" column="name" sort={sort} order={order} onSort={onSort} />
                      <Table.Th>Contact</Table.Th>
                      <Table.Th>Location / Class</Table.Th>
                      <SortHeader label="Registered" column="createdAt" sort={sort} order={order} onSort={onSort} />
                      <Table.Th>Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.students.map((student) => (
                      <Table.Tr key={student._id}>
                        <Table.Td>{student.studentId ?? 'N/A'}</Table.Td>
                        <Table.Td fw={500}>{student.name}</Table.Td>
                        <Table.Td>
                          <Text size="sm">{student.email}</Text>
                          <Text size="sm" c="dimmed">
                            {student.phone}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{orNotAvailable(student.area)}</Text>
                          <Text size="sm" c="dimmed">
                            {orNotAvailable(student.class)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{formatRegistered(student.createdAt)}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <ActionIcon variant="subtle" aria-label={`View ${student.name}`} onClick={() => setViewing(student)}>
                              <IconEye size={18} aria-hidden="true" />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${student.name}`}
                              onClick={() => setDeleting(student)}
                            >
                              <IconTrash size={18} aria-hidden="true" />
                            </ActionIcon>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>

              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed">
                  Showing {range.from} to {range.to} of {data.total} students
                </Text>
                <Group gap={4} component="nav" aria-label="Pages">
                  <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous
                  </Button>
                  {pageItems(page, totalPages).map((item) =>
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
                        onClick={() => setPage(item.page)}
                      >
                        {item.page}
                      </Button>
                    ),
                  )}
                  <Button size="xs" variant="default" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                    Next
                  </Button>
                </Group>
              </Group>
            </>
          )}
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
          reload(false);
        }}
        onFailed={(error) => toast.error(error.fromServer && error.message ? error.message : TEXTS.deleteFailed)}
      />
    </Stack>
  );
}

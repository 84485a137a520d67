import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeleteUserModal } from '@/features/delete-user';
import { ConfirmPremiumModal, PremiumSwitch } from '@/features/toggle-premium';
import { tutorReviewOpened, VerifyTutorModal } from '@/features/verify-tutor';
import type { AdminTutor, AdminTutorFilter } from '@/shared/api';
import {
  $clearCount,
  $counts,
  $filter,
  $loaded,
  $loadError,
  $loading,
  $page,
  $search,
  $total,
  $tutors,
  $tutorToDelete,
  adminTutorsOpened,
  filterChanged,
  filtersCleared,
  pageChanged,
  retried,
  searchChanged,
  tutorDeleteClosed,
  tutorDeleted,
  tutorDeleteFailed,
  tutorDeleteRequested,
} from '../model/admin-tutors';
import { FilterButtons } from '@/shared/ui/filter-buttons';

const PAGE_SIZE = 10;

const FILTERS: { value: AdminTutorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending Verification' },
  { value: 'verified', label: 'Verified' },
  { value: 'today', label: 'Registered Today' },
];

function StatCards() {
  const counts = useUnit($counts);
  const cards = [
    { label: 'Total Tutors', value: counts.total },
    { label: 'Verified Tutors', value: counts.verified },
    { label: 'Pending Verification', value: counts.pending },
    { label: 'Registered Today', value: counts.today },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards.map(({ label, value }) => (
        <Card key={label} withBorder padding="md" radius="md">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={700}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function SearchBox({ initial }: { initial?: string }) {
  const [search, changed] = useUnit([$search, searchChanged]);
  const [value, setValue] = useState(initial ?? search);
  const debounced = useDebouncedCallback(changed, 300);
  return (
    <TextInput
      aria-label="Search tutors"
      placeholder="Search tutors..."
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

function Filters() {
  const [filter, change] = useUnit([$filter, filterChanged]);
  return (
    <FilterButtons label="Filter tutors" options={FILTERS} value={filter} onChange={change} />
  );
}

function qualification(tutor: AdminTutor) {
  const graduation = tutor.education.graduation;
  const degree = graduation?.degree?.trim();
  const institute = graduation?.institute?.trim();
  if (!degree && !institute) return <Text size="sm" c="dimmed">N/A</Text>;
  return (
    <>
      <Text size="sm">{degree || 'N/A'}</Text>
      <Text size="xs" c="dimmed">
        {institute}
      </Text>
    </>
  );
}

function TutorRow({ tutor }: { tutor: AdminTutor }) {
  const [review, remove] = useUnit([tutorReviewOpened, tutorDeleteRequested]);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{tutor.name}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {tutor.email}
        </Text>
        <Text size="xs" c="dimmed">
          {tutor.phone}
        </Text>
      </Table.Td>
      <Table.Td>{qualification(tutor)}</Table.Td>
      <Table.Td>
        <Badge color={tutor.isVerified ? 'green' : 'yellow'} variant="light">
          {tutor.isVerified ? 'Verified' : 'Pending'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <PremiumSwitch tutorId={tutor._id} name={tutor.name} isPremium={tutor.isPremium} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => review(tutor)} aria-label={`Review ${tutor.name}`}>
            Review
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => remove({ id: tutor._id, name: tutor.name })}
            aria-label={`Delete ${tutor.name}`}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function Pager() {
  const [page, total, change, loading] = useUnit([$page, $total, pageChanged, $loading]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        Showing {from} to {to} of {total} tutors
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={page <= 1 || loading} onClick={() => change(page - 1)}>
          Previous
        </Button>
        <Text size="sm" aria-live="polite">
          Page {page} of {pages}
        </Text>
        <Button size="xs" variant="default" disabled={page >= pages || loading} onClick={() => change(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}

function TutorList() {
  const [tutors, loaded, loading, error, search, clear, retry] = useUnit([
    $tutors,
    $loaded,
    $loading,
    $loadError,
    $search,
    filtersCleared,
    retried,
  ]);
  if (error) {
    return (
      <Alert color="red" title={error} role="alert">
        <Button size="xs" color="red" variant="outline" mt="xs" onClick={retry}>
          Try Again
        </Button>
      </Alert>
    );
  }
  if (!loaded) {
    return (
      <Group justify="center" py="xl" gap="xs">
        <Loader size="sm" />
        <Text>Loading...</Text>
      </Group>
    );
  }
  if (tutors.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Title order={2} size="h4">
          No tutors found
        </Title>
        <Text c="dimmed" ta="center">
          {search ? 'Try adjusting your search or filter criteria' : 'There are no tutors matching the current filter'}
        </Text>
        <Button variant="light" onClick={clear}>
          Clear filters
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" aria-busy={loading}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tutor Details</Table.Th>
              <Table.Th>Qualifications</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Premium</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tutors.map((tutor) => (
              <TutorRow key={tutor._id} tutor={tutor} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager />
    </Stack>
  );
}

function DeleteTutor() {
  const [tutor, close, deleted, failed] = useUnit([$tutorToDelete, tutorDeleteClosed, tutorDeleted, tutorDeleteFailed]);
  return <DeleteUserModal user={tutor} title="Confirm Delete" onClose={close} onDeleted={deleted} onFailed={() => failed()} />;
}

/** /admin/tutors: stat cards, filters, search, the paged table, verification and the premium switch. */
export function AdminTutorsPage() {
  const [opened, clearCount, searched] = useUnit([adminTutorsOpened, $clearCount, searchChanged]);
  // The header search links here with ?search=<email>.
  const linkedSearch = useSearchParams()[0].get('search');
  useEffect(() => {
    if (linkedSearch !== null) searched(linkedSearch);
  }, [linkedSearch, searched]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <Stack gap="lg">
      <title>Tutors | Shikhon Admin</title>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Tutors
      </Title>
      <StatCards />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Filters />
            {/* Remounted by "Clear filters", so the box empties with the store. */}
            <SearchBox key={`${clearCount}:${linkedSearch ?? ''}`} initial={linkedSearch ?? undefined} />
          </Group>
          <TutorList />
        </Stack>
      </Card>
      <VerifyTutorModal />
      <ConfirmPremiumModal />
      <DeleteTutor />
    </Stack>
  );
}

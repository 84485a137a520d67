import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { DeleteUserModal } from '@/features/delete-user';
import { ConfirmPremiumModal, PremiumSwitch } from '@/features/toggle-premium';
import { MemberAccessButton } from '@/features/deactivate-member';
import { tutorReviewOpened, VerifyTutorModal } from '@/features/verify-tutor';
import type { AdminTutor, AdminTutorFilter } from '@/shared/api';
import { FilterButtons } from '@/shared/ui/filter-buttons';
import { ListSearch, PagedTable, type PagedColumn } from '@/shared/ui/paged-list';
import {
  $tutorToDelete,
  tutorDeleteClosed,
  tutorDeleted,
  tutorDeleteFailed,
  tutorDeleteRequested,
  tutorsList,
} from '../model/admin-tutors';

const FILTERS: { value: AdminTutorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending Verification' },
  { value: 'verified', label: 'Verified' },
  { value: 'today', label: 'Registered Today' },
];

const NO_COUNTS = { total: 0, verified: 0, pending: 0, today: 0 };

function StatCards() {
  const counts = useUnit(tutorsList.$answer)?.counts ?? NO_COUNTS;
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

function TutorActions({ tutor }: { tutor: AdminTutor }) {
  const [review, remove] = useUnit([tutorReviewOpened, tutorDeleteRequested]);
  return (
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
      <MemberAccessButton member={tutor} />
    </Group>
  );
}

const COLUMNS: PagedColumn<AdminTutor>[] = [
  {
    header: 'Tutor Details',
    cell: (tutor) => (
      <>
        <Text fw={500}>{tutor.name}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {tutor.email}
        </Text>
        <Text size="xs" c="dimmed">
          {tutor.phone}
        </Text>
      </>
    ),
  },
  { header: 'Qualifications', cell: qualification },
  {
    header: 'Status',
    cell: (tutor) => (
      <Badge color={tutor.isVerified ? 'green' : 'yellow'} variant="light">
        {tutor.isVerified ? 'Verified' : 'Pending'}
      </Badge>
    ),
  },
  { header: 'Premium', cell: (tutor) => <PremiumSwitch tutorId={tutor._id} name={tutor.name} isPremium={tutor.isPremium} /> },
  { header: 'Actions', cell: (tutor) => <TutorActions tutor={tutor} /> },
];

/** Previous, "Page X of Y", Next. */
function TutorsPager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const loading = useUnit(tutorsList.$refreshing);
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" disabled={page <= 1 || loading} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button size="xs" variant="default" disabled={page >= pages || loading} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}

function TutorList() {
  const [query, clear] = useUnit([tutorsList.$query, tutorsList.filtersReset]);
  return (
    <PagedTable
      model={tutorsList}
      loadingLabel="Loading tutors"
      empty={
        <Stack align="center" py="xl" gap="xs">
          <Title order={2} size="h4">
            No tutors found
          </Title>
          <Text c="dimmed" ta="center">
            {query.filters.search
              ? 'Try adjusting your search or filter criteria'
              : 'There are no tutors matching the current filter'}
          </Text>
          <Button variant="light" onClick={clear}>
            Clear filters
          </Button>
        </Stack>
      }
      columns={COLUMNS}
      rowKey={(tutor) => tutor._id}
      summary={({ from, to, total }) => (
        <Text size="sm" c="dimmed">
          Showing {from} to {to} of {total} tutors
        </Text>
      )}
      pager={TutorsPager}
      alwaysPaged
    />
  );
}

function DeleteTutor() {
  const [tutor, close, deleted, failed] = useUnit([$tutorToDelete, tutorDeleteClosed, tutorDeleted, tutorDeleteFailed]);
  return <DeleteUserModal user={tutor} title="Confirm Delete" onClose={close} onDeleted={deleted} onFailed={() => failed()} />;
}

/** /admin/tutors: stat cards, filters, search, the paged table, verification and the premium switch. */
export function AdminTutorsPage() {
  const [query, changeFilters] = useUnit([tutorsList.$query, tutorsList.filtersChanged]);
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
            <FilterButtons
              label="Filter tutors"
              options={FILTERS}
              value={query.filters.filter}
              onChange={(filter) => changeFilters({ filter })}
            />
            <ListSearch
              aria-label="Search tutors"
              placeholder="Search tutors..."
              type="text"
              value={query.filters.search}
              onSearch={(search) => changeFilters({ search })}
              w={{ base: '100%', sm: 280 }}
            />
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

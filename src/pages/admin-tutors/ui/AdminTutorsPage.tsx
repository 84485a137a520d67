import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DeleteUserModal } from '@/features/delete-user';
import { ConfirmPremiumModal, PremiumSwitch } from '@/features/toggle-premium';
import { MemberAccessButton } from '@/features/deactivate-member';
import { tutorReviewOpened, VerifyTutorModal } from '@/features/verify-tutor';
import type { AdminTutor, AdminTutorFilter } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
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

const FILTERS: AdminTutorFilter[] = ['all', 'pending', 'verified', 'today'];

const NO_COUNTS = { total: 0, verified: 0, pending: 0, today: 0 };

function StatCards() {
  const counts = useUnit(tutorsList.$answer)?.counts ?? NO_COUNTS;
  const { t } = useTranslation('adminRecords');
  const cards = [
    { label: t('tutors.stats.total'), value: counts.total },
    { label: t('tutors.stats.verified'), value: counts.verified },
    { label: t('tutors.stats.pending'), value: counts.pending },
    { label: t('tutors.stats.today'), value: counts.today },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards.map(({ label, value }) => (
        <Card key={label} withBorder padding="md" radius="md">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={700}>
            {formatNumber(value)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Qualification({ tutor }: { tutor: AdminTutor }) {
  const { t } = useTranslation('adminRecords');
  const graduation = tutor.education.graduation;
  const degree = graduation?.degree?.trim();
  const institute = graduation?.institute?.trim();
  if (!degree && !institute) return <Text size="sm" c="dimmed">{t('notAvailable')}</Text>;
  return (
    <>
      <Text size="sm">{degree || t('notAvailable')}</Text>
      <Text size="xs" c="dimmed">
        {institute}
      </Text>
    </>
  );
}

function TutorActions({ tutor }: { tutor: AdminTutor }) {
  const [review, remove] = useUnit([tutorReviewOpened, tutorDeleteRequested]);
  const { t } = useTranslation('adminRecords');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => review(tutor)} aria-label={t('tutors.reviewLabel', { name: tutor.name })}>
        {t('actions.review')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => remove({ id: tutor._id, name: tutor.name })}
        aria-label={t('tutors.deleteLabel', { name: tutor.name })}
      >
        {t('actions.delete')}
      </Button>
      <MemberAccessButton member={tutor} />
    </Group>
  );
}

function TutorStatus({ tutor }: { tutor: AdminTutor }) {
  const { t } = useTranslation('adminRecords');
  return (
    <Badge color={tutor.isVerified ? 'green' : 'yellow'} variant="light">
      {tutor.isVerified ? t('tutors.verified') : t('tutors.pending')}
    </Badge>
  );
}

const columns = (t: (key: string) => string): PagedColumn<AdminTutor>[] => [
  {
    header: t('tutors.columns.details'),
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
  { header: t('tutors.columns.qualifications'), cell: (tutor) => <Qualification tutor={tutor} /> },
  { header: t('tutors.columns.status'), cell: (tutor) => <TutorStatus tutor={tutor} /> },
  { header: t('tutors.columns.premium'), cell: (tutor) => <PremiumSwitch tutorId={tutor._id} name={tutor.name} isPremium={tutor.isPremium} /> },
  { header: t('tutors.columns.actions'), cell: (tutor) => <TutorActions tutor={tutor} /> },
];

/** Previous, "Page X of Y", Next. */
function TutorsPager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const loading = useUnit(tutorsList.$refreshing);
  const { t } = useTranslation('adminRecords');
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" disabled={page <= 1 || loading} onClick={() => onChange(page - 1)}>
        {t('actions.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('pager.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
      </Text>
      <Button size="xs" variant="default" disabled={page >= pages || loading} onClick={() => onChange(page + 1)}>
        {t('actions.next')}
      </Button>
    </Group>
  );
}

function TutorList() {
  const [query, clear] = useUnit([tutorsList.$query, tutorsList.filtersReset]);
  const { t } = useTranslation('adminRecords');
  return (
    <PagedTable
      model={tutorsList}
      loadingLabel={t('tutors.loading')}
      empty={
        <Stack align="center" py="xl" gap="xs">
          <Title order={2} size="h4">
            {t('tutors.emptyTitle')}
          </Title>
          <Text c="dimmed" ta="center">
            {query.filters.search ? t('tutors.emptyWithSearch') : t('tutors.emptyWithoutSearch')}
          </Text>
          <Button variant="light" onClick={clear}>
            {t('actions.clearFilters')}
          </Button>
        </Stack>
      }
      columns={columns(t)}
      rowKey={(tutor) => tutor._id}
      summary={({ from, to, total }) => (
        <Text size="sm" c="dimmed">
          {t('tutors.summary', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
        </Text>
      )}
      pager={TutorsPager}
      alwaysPaged
    />
  );
}

function DeleteTutor() {
  const [tutor, close, deleted, failed] = useUnit([$tutorToDelete, tutorDeleteClosed, tutorDeleted, tutorDeleteFailed]);
  const { t } = useTranslation('adminRecords');
  return <DeleteUserModal user={tutor} title={t('tutors.deleteTitle')} onClose={close} onDeleted={deleted} onFailed={() => failed()} />;
}

/** /admin/tutors: stat cards, filters, search, the paged table, verification and the premium switch. */
export function AdminTutorsPage() {
  const [query, changeFilters] = useUnit([tutorsList.$query, tutorsList.filtersChanged]);
  const { t } = useTranslation('adminRecords');
  return (
    <Stack gap="lg">
      <title>{t('tutors.pageTitle')}</title>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('tutors.title')}
      </Title>
      <StatCards />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <FilterButtons
              label={t('tutors.filterLabel')}
              options={FILTERS.map((value) => ({ value, label: t(`tutors.filters.${value}`) }))}
              value={query.filters.filter}
              onChange={(filter) => changeFilters({ filter })}
            />
            <ListSearch
              aria-label={t('tutors.searchLabel')}
              placeholder={t('tutors.searchPlaceholder')}
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

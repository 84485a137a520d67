import { ActionIcon, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRegistered, orNotAvailable, StudentDetailsModal } from '@/entities/admin-student';
import { MemberAccessButton } from '@/features/deactivate-member';
import { DeleteUserModal } from '@/features/delete-user';
import type { AdminStudent } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { FilterButtons } from '@/shared/ui/filter-buttons';
import { ListSearch, PagedTable, type PagedColumn } from '@/shared/ui/paged-list';
import { toast } from '@/shared/ui/toast';
import { FILTERS, SEARCH_DEBOUNCE_MS } from '../config/texts';
import { pageItems } from '../lib/pagination';
import { studentsList } from '../model/students-list';

/** Stands for the pages left out of the pager (not read aloud). */
const ELLIPSIS = '\u2026';

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value === undefined ? '-' : formatNumber(value)}
      </Text>
    </Card>
  );
}

/** The spec's pager for this list: Previous, the first and last page, the current ±2, ellipses, Next. */
function StudentsPager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('adminRecords');
  return (
    <Group gap={4} component="nav" aria-label={t('pager.pages')}>
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('actions.previous')}
      </Button>
      {pageItems(page, pages).map((item) =>
        item.kind === 'ellipsis' ? (
          <Text key={item.key} size="sm" px={4} aria-hidden="true">
            {ELLIPSIS}
          </Text>
        ) : (
          <Button
            key={item.page}
            size="xs"
            variant={item.page === page ? 'filled' : 'default'}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: formatNumber(item.page) })}
            onClick={() => onChange(item.page)}
          >
            {formatNumber(item.page)}
          </Button>
        ),
      )}
      <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('actions.next')}
      </Button>
    </Group>
  );
}

const columns = (
  t: (key: string, options?: Record<string, unknown>) => string,
  view: (student: AdminStudent) => void,
  remove: (student: AdminStudent) => void,
): PagedColumn<AdminStudent>[] => [
  { header: t('students.columns.id'), sortBy: 'id', cell: (student) => student.studentId ?? t('notAvailable') },
  { header: t('students.columns.name'), sortBy: 'name', cell: (student) => <Text fw={500}>{student.name}</Text> },
  {
    header: t('students.columns.contact'),
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
    header: t('students.columns.locationClass'),
    cell: (student) => (
      <>
        <Text size="sm">{orNotAvailable(student.area)}</Text>
        <Text size="sm" c="dimmed">
          {orNotAvailable(student.class)}
        </Text>
      </>
    ),
  },
  { header: t('students.columns.registered'), sortBy: 'createdAt', firstOrder: 'desc', cell: (student) => formatRegistered(student.createdAt) },
  {
    header: t('students.columns.actions'),
    cell: (student) => (
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={t('students.viewLabel', { name: student.name })} onClick={() => view(student)}>
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={t('students.deleteLabel', { name: student.name })} onClick={() => remove(student)}>
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
  const { t } = useTranslation('adminRecords');

  return (
    <Stack gap="lg">
      <title>{t('students.pageTitle')}</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('students.title')}
        </Title>
        <Text c="dimmed">{t('students.subtitle')}</Text>
      </div>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label={t('students.stats.total')} value={counts?.total} />
        <StatCard label={t('students.stats.today')} value={counts?.today} />
        <StatCard label={t('students.stats.active')} value={counts?.active} />
        <StatCard label={t('students.stats.inactive')} value={counts?.inactive} />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" aria-busy={refreshing}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <FilterButtons
              label={t('students.filterLabel')}
              options={FILTERS.map((value) => ({ value, label: t(`students.filters.${value}`) }))}
              value={query.filters.filter} onChange={(filter) => changeFilters({ filter })} />
            <ListSearch
              label={t('students.searchLabel')}
              placeholder={t('students.searchPlaceholder')}
              value={query.filters.search}
              onSearch={(search) => changeFilters({ search })}
              delay={SEARCH_DEBOUNCE_MS}
              w={{ base: '100%', sm: 280 }}
            />
          </Group>

          <PagedTable
            model={studentsList}
            loadingLabel={t('students.loading')}
            errorTitle={t('students.errorTitle')}
            empty={
              <Stack align="center" gap="xs" py="xl">
                <Title order={2} fz="lg">
                  {t('students.emptyTitle')}
                </Title>
                <Text c="dimmed" ta="center">
                  {query.filters.search ? t('students.emptyWithSearch') : t('students.emptyWithoutSearch')}
                </Text>
                <Button variant="light" onClick={reset}>
                  {t('actions.clearFilters')}
                </Button>
              </Stack>
            }
            columns={columns(t, setViewing, setDeleting)}
            rowKey={(student) => student._id}
            minWidth={760}
            summary={({ from, to, total }) => (
              <Text size="sm" c="dimmed">
                {t('students.summary', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
              </Text>
            )}
            pager={StudentsPager}
            alwaysPaged
          />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('students.tips.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div>
            <Text fw={600}>{t('students.tips.engagementTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('students.tips.engagement')}
            </Text>
          </div>
          <div>
            <Text fw={600}>{t('students.tips.verificationTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('students.tips.verification')}
            </Text>
          </div>
        </SimpleGrid>
      </Paper>

      <StudentDetailsModal student={viewing} onClose={() => setViewing(null)} />
      <DeleteUserModal
        title={t('students.deleteTitle')}
        user={deleting ? { id: deleting._id, name: deleting.name } : null}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          toast.success(t('students.deleted'));
          refresh();
        }}
        onFailed={(error) => toast.error(error.fromServer && error.message ? error.message : t('students.deleteFailed'))}
      />
    </Stack>
  );
}

import { ActionIcon, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatRegistered, orNotAvailable } from '../lib/format';
import { StudentDetailsModal } from './StudentDetailsModal';
import { MemberAccessButton } from '@/features/deactivate-member';
import { DeleteUserModal } from '@/features/delete-user';
import type { AdminStudent } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { ListScreen, type PagedColumn } from '@/shared/ui/paged-list';
import { toast } from '@/shared/ui/toast';
import { studentsList } from '../model/students-list';

const TIPS = ['engagement', 'verification'] as const;

const TwoLines = ({ first, second }: { first: string; second: string }) => (
  <>
    <Text size="sm">{first}</Text>
    <Text size="sm" c="dimmed">
      {second}
    </Text>
  </>
);

const columns = (t: TFunction<'adminRecords'>, view: (s: AdminStudent) => void, remove: (s: AdminStudent) => void): PagedColumn<AdminStudent>[] => [
  { header: t('students.columns.id'), sortBy: 'id', cell: (student) => student.studentId ?? t('notAvailable') },
  { header: t('students.columns.name'), sortBy: 'name', cell: (student) => <Text fw={500}>{student.name}</Text> },
  { header: t('students.columns.contact'), cell: (student) => <TwoLines first={student.email} second={student.phone} /> },
  { header: t('students.columns.locationClass'), cell: (s) => <TwoLines first={orNotAvailable(s.area)} second={orNotAvailable(s.class)} /> },
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
  const [answer, refresh] = useUnit([studentsList.$answer, studentsList.refreshed]);
  const [viewing, setViewing] = useState<AdminStudent | null>(null);
  const [deleting, setDeleting] = useState<AdminStudent | null>(null);
  const { t } = useTranslation('adminRecords');
  return (
    <ListScreen
      model={studentsList}
      pageTitle={t('students.pageTitle')}
      title={t('students.title')}
      subtitle={t('students.subtitle')}
      stats={(['total', 'today', 'active', 'inactive'] as const).map((key) => ({ label: t(`students.stats.${key}`), value: answer?.counts[key] }))}
      filter={{ name: 'filter', label: t('students.filterLabel'), optionLabel: (value) => t(`students.filters.${value}`) }}
      search={{ label: t('students.searchLabel'), placeholder: t('students.searchPlaceholder') }}
      framed
      loadingLabel={t('students.loading')}
      errorTitle={t('students.errorTitle')}
      empty={({ filters }) => ({
        title: t('students.emptyTitle'),
        text: filters.search ? t('students.emptyWithSearch') : t('students.emptyWithoutSearch'),
        clear: t('actions.clearFilters'),
      })}
      table={{ columns: columns(t, setViewing, setDeleting), rowKey: (student) => student._id, minWidth: 760 }}
      summary={({ from, to, total }) => t('students.summary', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      pager="spec"
      pagerLabels={{ previous: t('actions.previous'), next: t('actions.next'), pages: t('pager.pages'), page: (page) => t('pager.page', { page: formatNumber(page) }) }}
      alwaysPaged
    >
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('students.tips.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {TIPS.map((tip) => (
            <div key={tip}>
              <Text fw={600}>{t(`students.tips.${tip}Title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`students.tips.${tip}`)}
              </Text>
            </div>
          ))}
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
    </ListScreen>
  );
}

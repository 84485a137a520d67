import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRegistered, orNotAvailable } from '../lib/format';
import { DeleteStudentModal } from './DeleteStudentModal';
import { StudentDetailsModal } from './StudentDetailsModal';
import { MemberAccessButton } from '@/features/deactivate-member';
import type { AdminStudent } from '@/shared/api';
import { ListScreen, RowActions, TextLines } from '@/shared/ui/paged-list';
import { studentsList } from '../model/students-list';

const TIPS = ['engagement', 'verification'] as const;

/** /admin/students: guardian/student accounts with counts, filters, search, sorting, paging, details and delete. */
export function AdminStudentsPage() {
  const [viewing, setViewing] = useState<AdminStudent | null>(null);
  const [deleting, setDeleting] = useState<AdminStudent | null>(null);
  const { t } = useTranslation('adminRecords');
  return (
    <ListScreen
      model={studentsList}
      stats={['total', 'today', 'active', 'inactive']}
      filter={{ name: 'filter' }}
      search
      framed
      empty={{ clear: true }}
      table={{
        minWidth: 760,
        columns: [
          { key: 'id', sortBy: 'id', cell: (student) => student.studentId ?? t('notAvailable') },
          { key: 'name', sortBy: 'name', cell: (student) => <Text fw={500}>{student.name}</Text> },
          { key: 'contact', cell: (student) => <TextLines lines={[student.email, student.phone]} /> },
          { key: 'locationClass', cell: (student) => <TextLines lines={[orNotAvailable(student.area), orNotAvailable(student.class)]} /> },
          { key: 'registered', sortBy: 'createdAt', firstOrder: 'desc', cell: (student) => formatRegistered(student.createdAt) },
          {
            key: 'actions',
            cell: (student) => (
              <RowActions
                values={{ name: student.name }}
                actions={[
                  { label: 'viewLabel', icon: IconEye, onClick: () => setViewing(student) },
                  { label: 'deleteLabel', icon: IconTrash, color: 'red', onClick: () => setDeleting(student) },
                ]}
              >
                <MemberAccessButton member={student} />
              </RowActions>
            ),
          },
        ],
      }}
      pager="spec"
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
      <DeleteStudentModal student={deleting} onClose={() => setDeleting(null)} />
    </ListScreen>
  );
}

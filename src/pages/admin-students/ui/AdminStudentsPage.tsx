import { Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRegistered } from '../lib/format';
import { DeleteStudentModal } from './DeleteStudentModal';
import { StudentDetailsModal } from './StudentDetailsModal';
import { MemberAccessButton } from '@/features/deactivate-member';
import type { AdminStudent } from '@/shared/api';
import { actionsColumn, ListTips, NotAvailable } from '@/shared/ui/list-parts';
import { ListScreen, TextLines } from '@/shared/ui/paged-list';
import { studentsList } from '../model/students-list';

/** /admin/students: guardian/student accounts with counts, filters, search, sorting, paging, details and delete. */
export function AdminStudentsPage() {
  const [viewing, setViewing] = useState<AdminStudent | null>(null);
  const [deleting, setDeleting] = useState<AdminStudent | null>(null);
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
          { key: 'id', sortBy: 'id', cell: (student) => student.studentId ?? <NotAvailable /> },
          { key: 'name', sortBy: 'name', cell: (student) => <Text fw={500}>{student.name}</Text> },
          { key: 'contact', cell: (student) => <TextLines lines={[student.email, student.phone]} /> },
          { key: 'locationClass', cell: (student) => <TextLines lines={[student.area?.trim() || <NotAvailable />, student.class?.trim() || <NotAvailable />]} /> },
          { key: 'registered', sortBy: 'createdAt', firstOrder: 'desc', cell: (student) => formatRegistered(student.createdAt) },
          actionsColumn<AdminStudent>(
            (student) => [
              { label: 'viewLabel', icon: IconEye, onClick: () => setViewing(student) },
              { label: 'deleteLabel', icon: IconTrash, color: 'red', onClick: () => setDeleting(student) },
            ],
            { after: (student) => <MemberAccessButton member={student} /> },
          ),
        ],
      }}
      pager="spec"
      alwaysPaged
    >
      <ListTips model={studentsList} tips={['engagement', 'verification']} />
      <StudentDetailsModal student={viewing} onClose={() => setViewing(null)} />
      <DeleteStudentModal student={deleting} onClose={() => setDeleting(null)} />
    </ListScreen>
  );
}

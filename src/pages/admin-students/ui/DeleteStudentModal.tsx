import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DeleteUserModal } from '@/features/delete-user';
import type { AdminStudent } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { studentsList } from '../model/students-list';

/** Delete Student: the confirm, then a toast, and the page again from the server (the counts follow). */
export function DeleteStudentModal({ student, onClose }: { student: AdminStudent | null; onClose: () => void }) {
  const refresh = useUnit(studentsList.refreshed);
  const { t } = useTranslation('adminRecords');
  return (
    <DeleteUserModal
      title={t('students.deleteTitle')}
      user={student && { id: student._id, name: student.name }}
      onClose={onClose}
      onDeleted={() => {
        toast.success(t('students.deleted'));
        refresh();
      }}
      onFailed={(error) => toast.error(error.fromServer && error.message ? error.message : t('students.deleteFailed'))}
    />
  );
}

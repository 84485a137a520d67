import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DeleteUserModal } from '@/features/delete-user';
import type { AdminTutor } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { tutorsList } from '../model/admin-tutors';

/** Confirm Delete of a tutor: the row leaves at once (the counts follow from the server), with a toast either way. */
export function DeleteTutorModal({ tutor, onClose }: { tutor: AdminTutor | null; onClose: () => void }) {
  const removed = useUnit(tutorsList.itemRemoved);
  const { t } = useTranslation('adminRecords');
  return (
    <DeleteUserModal
      user={tutor && { id: tutor._id, name: tutor.name }}
      title={t('tutors.deleteTitle')}
      onClose={onClose}
      onDeleted={(id) => {
        removed(id);
        toast.success(t('tutors.deleted'));
      }}
      onFailed={() => toast.error(t('tutors.deleteFailed'))}
    />
  );
}

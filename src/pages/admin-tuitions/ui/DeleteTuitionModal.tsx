import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { deleteTuitionFx } from '@/features/delete-tuition';
import type { Tuition } from '@/shared/api';
import { formatJobNumber } from '@/shared/lib/job-number';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';

/** Delete Tuition: the confirm with the job number; it closes after the call either way. */
export function DeleteTuitionModal({ job, onClose }: { job: Tuition | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [remove, deleting] = useUnit([deleteTuitionFx, deleteTuitionFx.pending]);
  return (
    <ConfirmDeleteModal
      opened={job !== null}
      title={t('tuitions.deleteTitle')}
      pending={deleting}
      onCancel={onClose}
      // Success and failure toasts come from the delete feature.
      onConfirm={() => job && remove(job.jobId).then(onClose, onClose)}
    >
      {t('tuitions.deleteConfirm', { job: job ? formatJobNumber(job.jobNumber) : '' })}
    </ConfirmDeleteModal>
  );
}

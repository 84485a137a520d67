import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import {
  $testimonialDeleting,
  $testimonialToDelete,
  testimonialDeleteClosed,
  testimonialDeleteConfirmed,
} from '../model/manage-testimonial';

/** 'Are you sure you want to delete this testimonial?' with Cancel and Delete. */
export function DeleteTestimonialModal() {
  const { testimonial, deleting, close, confirm } = useUnit({
    testimonial: $testimonialToDelete,
    deleting: $testimonialDeleting,
    close: testimonialDeleteClosed,
    confirm: testimonialDeleteConfirmed,
  });
  const { t } = useTranslation('adminRecords');
  return (
    <ConfirmDeleteModal opened={testimonial !== null} title={t('testimonials.deleteTitle')} pending={deleting} onCancel={close} onConfirm={confirm}>
      {t('testimonials.deleteQuestion')}
    </ConfirmDeleteModal>
  );
}

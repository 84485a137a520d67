import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
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
  return (
    <Modal
      opened={testimonial !== null}
      onClose={() => {
        if (!deleting) close();
      }}
      title="Delete Testimonial"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>Are you sure you want to delete this testimonial?</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}

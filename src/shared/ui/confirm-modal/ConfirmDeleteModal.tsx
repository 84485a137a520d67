import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  /** The modal's title, e.g. 'Delete Testimonial'. */
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this testimonial?'. */
  children: ReactNode;
  /** While the delete call runs: the buttons are locked and the modal does not close. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Shown on the disabled Delete button while pending (e.g. 'Deleting...'); without it the button spins. */
  pendingLabel?: string;
}

/** A centered confirm modal with the question, Cancel and a red Delete. */
export function ConfirmDeleteModal({ opened, title, children, pending, onCancel, onConfirm, pendingLabel }: ConfirmDeleteModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('ui.cancel')}
        </Button>
        {pendingLabel === undefined ? (
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('ui.delete')}
          </Button>
        ) : (
          <Button color="red" onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : t('ui.delete')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

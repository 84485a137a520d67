import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormModalProps {
  opened: boolean;
  title: string;
  /** While saving the modal does not close. */
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A large centered modal around a create/edit form. */
export function FormModal({ opened, title, saving, onClose, children }: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}

export interface FormActionsProps {
  /** 'Update' when editing, 'Create' otherwise. */
  editing: boolean;
  saving: boolean;
  onCancel: () => void;
}

/** The form's footer: Cancel and the submit button ('Update' or 'Create'). */
export function FormActions({ editing, saving, onCancel }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {editing ? 'Update' : 'Create'}
      </Button>
    </Group>
  );
}

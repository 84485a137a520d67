import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('ui.close') }}
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
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('ui.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {editing ? t('ui.update') : t('ui.create')}
      </Button>
    </Group>
  );
}

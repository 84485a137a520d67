import { Alert, Button, Group, Modal } from '@mantine/core';
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

export interface DialogActionsProps {
  /** Why the last try failed, in words, above the buttons. */
  error?: string | null;
  /** The call is under way: Cancel waits and the confirm button spins. */
  busy: boolean;
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** Red for a step that takes something away (withdraw). */
  confirmColor?: string;
}

/** A dialog's footer: the failure, if any, then Cancel and the confirm button on the right. */
export function DialogActions({ error, busy, cancelLabel, onCancel, confirmLabel, onConfirm, confirmColor }: DialogActionsProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type={onConfirm ? 'button' : 'submit'} color={confirmColor} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}

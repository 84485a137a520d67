import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { $affiliateDeleting, $affiliateToDelete, affiliateDeleteClosed, affiliateDeleteConfirmed } from '../model/manage-affiliate';

/** 'Are you sure you want to delete NAME? This action cannot be undone.' with Cancel and Delete. */
export function DeleteAffiliateModal() {
  const { affiliate, deleting, close, confirm } = useUnit({
    affiliate: $affiliateToDelete,
    deleting: $affiliateDeleting,
    close: affiliateDeleteClosed,
    confirm: affiliateDeleteConfirmed,
  });
  return (
    <Modal
      opened={affiliate !== null}
      onClose={() => {
        if (!deleting) close();
      }}
      title="Confirm Delete"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>Are you sure you want to delete {affiliate?.name}? This action cannot be undone.</Text>
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

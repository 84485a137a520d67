import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { $premiumSaving, $premiumTarget, premiumChangeCancelled, premiumChangeConfirmed } from '../model/premium';

/** 'Confirm Premium Status Change' with Cancel and Confirm. */
export function ConfirmPremiumModal() {
  const [target, saving, cancel, confirm] = useUnit([$premiumTarget, $premiumSaving, premiumChangeCancelled, premiumChangeConfirmed]);
  return (
    <Modal opened={target !== null} onClose={() => !saving && cancel()} title="Confirm Premium Status Change">
      {target && (
        <>
          <Text>
            {`Are you sure you want to ${target.isPremium ? 'disable' : 'enable'} premium status for ${target.name}?`}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={saving}>
              Confirm
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

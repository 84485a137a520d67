import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $premiumSaving, $premiumTarget, premiumChangeCancelled, premiumChangeConfirmed } from '../model/premium';

/** 'Confirm Premium Status Change' with Cancel and Confirm. */
export function ConfirmPremiumModal() {
  const [target, saving, cancel, confirm] = useUnit([$premiumTarget, $premiumSaving, premiumChangeCancelled, premiumChangeConfirmed]);
  const { t } = useTranslation('adminRecords');
  return (
    <Modal opened={target !== null} onClose={() => !saving && cancel()} title={t('premium.confirmTitle')}>
      {target && (
        <>
          <Text>
            {t(target.isPremium ? 'premium.confirmDisable' : 'premium.confirmEnable', { name: target.name })}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={cancel} disabled={saving}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={confirm} loading={saving}>
              {t('actions.confirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { Trans, useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import { formatJobNumber } from '@/shared/lib/job-number';
import {
  $applicationToWithdraw,
  $withdrawError,
  $withdrawing,
  withdrawCancelled,
  withdrawConfirmed,
  WITHDRAW_FAILED_MESSAGE,
} from '../model/withdraw';

/** Asks before an application is withdrawn, says what it means, and shows the server's refusal in words. */
export function WithdrawApplicationDialog() {
  const { t } = useTranslation('member');
  const { application, pending, error, cancel, confirm } = useUnit({
    application: $applicationToWithdraw,
    pending: $withdrawing,
    error: $withdrawError,
    cancel: withdrawCancelled,
    confirm: withdrawConfirmed,
  });
  return (
    <Modal
      opened={application !== null}
      onClose={() => {
        if (!pending) cancel();
      }}
      title={t('withdrawApplication.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {application && (
        <Stack gap="sm">
          <Text>
            <Trans
              t={t}
              i18nKey="withdrawApplication.body"
              values={{ job: formatJobNumber(application.jobNumber), title: application.title }}
              components={{ strong: <strong /> }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            {t('withdrawApplication.consequence')}
          </Text>
          {error && (
            <Alert color="red" role="alert" title={t('withdrawApplication.notWithdrawn')}>
              {error === WITHDRAW_FAILED_MESSAGE ? t('withdrawApplication.failed') : translateMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={cancel} disabled={pending}>
              {t('withdrawApplication.keep')}
            </Button>
            <Button color="red.8" onClick={confirm} loading={pending}>
              {t('withdrawApplication.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

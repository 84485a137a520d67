import { Button } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@/shared/api';
import { formatJobNumber } from '@/shared/lib/job-number';
import { withdrawRequested } from '../model/withdraw';

/** "Withdraw" on one application (only while it can be withdrawn); the dialog asks first. */
export function WithdrawApplicationButton({ application }: { application: MyApplication }) {
  const { t } = useTranslation('member');
  const request = useUnit(withdrawRequested);
  if (!application.canWithdraw) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => request(application)}
      aria-label={t('withdrawApplication.buttonLabel', { job: formatJobNumber(application.jobNumber) })}
    >
      {t('withdrawApplication.button')}
    </Button>
  );
}

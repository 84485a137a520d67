import { Badge } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/shared/api';
import { formatJobNumber } from '@/shared/lib/job-number';
import { CollectViaGuardian } from './CollectViaGuardian';

/**
 * In the payments list: "Collect via guardian" as a badge once a fee is marked so, or the button that marks it on an
 * unpaid media fee (Due with a balance).
 */
export function CollectViaGuardianCell({ payment, mark }: { payment: Payment; mark?: (paymentId: string, reason: string) => Promise<unknown> }) {
  const { t } = useTranslation('money');
  const [marked, setMarked] = useState(payment.collectFrom === 'guardian');
  if (marked) {
    return (
      <Badge variant="light" color="orange" c="dark.7" tt="none" style={{ whiteSpace: 'nowrap' }}>
        {t('collect.badge')}
      </Badge>
    );
  }
  if (payment.kind !== 'media' || payment.status !== 'Due' || payment.balance <= 0) return null;
  return (
    <CollectViaGuardian
      paymentId={payment._id}
      jobNumber={payment.jobNumber !== null ? formatJobNumber(payment.jobNumber) : ''}
      balance={payment.balance}
      onMarked={() => setMarked(true)}
      {...(mark ? { mark } : {})}
    />
  );
}

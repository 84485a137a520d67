import { Alert, Button, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplyStatus } from '@/shared/api';
import { APPLY_STATUS_LABELS, type ApplyStatusLabel } from '@/shared/config';
import { formatNumber } from '@/shared/lib/format';
import { $applyStatus, $applyStatusState, applyStatusRequested } from '../model/apply-status';

const COUNT_KEY: Readonly<Record<ApplyStatusLabel, keyof ApplyStatus>> = {
  Pending: 'pending',
  Approved: 'approved',
  Assigned: 'assigned',
  Confirmed: 'confirmed',
  Cancelled: 'cancelled',
};

const COLOR: Readonly<Record<ApplyStatusLabel, string>> = {
  Pending: 'yellow.9',
  Approved: 'green.8',
  Assigned: 'blue.8',
  Confirmed: 'teal.8',
  Cancelled: 'red.8',
};

/** "Apply Status": how many of the student's requests and jobs are at each stage. */
export function ApplyStatusCards({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const { counts, state, request } = useUnit({
    counts: $applyStatus,
    state: $applyStatusState,
    request: applyStatusRequested,
  });
  useEffect(() => {
    request(userId);
  }, [userId, request]);

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId} mb="sm">
        {t('dashboard.applyStatus.title')}
      </Title>
      {state === 'error' && !counts ? (
        <Alert color="red" title={t('dashboard.applyStatus.loadFailed')} role="alert">
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => request(userId)}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" aria-busy={state === 'loading' || undefined}>
          {APPLY_STATUS_LABELS.map((label) => (
            <Paper key={label} withBorder p="md" ta="center" role="group" aria-label={t(`dashboard.applyStatus.status.${label}`)}>
              {counts ? (
                <Text fz={32} fw={700} lh={1.1} c={COLOR[label]}>
                  {formatNumber(counts[COUNT_KEY[label]])}
                </Text>
              ) : (
                <Skeleton height={35} width={40} mx="auto" aria-hidden="true" />
              )}
              <Text size="sm" fw={600} mt={4}>
                {t(`dashboard.applyStatus.status.${label}`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

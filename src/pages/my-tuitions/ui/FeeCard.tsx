import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyTuitionFee } from '@/shared/api';
import { AFTER_PAYMENT_NOTE, PAYMENT_CHANNELS, paymentReferenceFor } from '@/shared/config';
import { formatDate, formatMoney } from '@/shared/lib/format';

const STATUS_LOOK: Record<string, { color: string; text: string }> = {
  Paid: { color: 'green', text: 'brand.8' },
  Overdue: { color: 'red', text: 'red.9' },
  Due: { color: 'yellow', text: 'dark.6' },
  'Partially paid': { color: 'yellow', text: 'dark.6' },
};

/** The media fee of one tuition: what is owed, by when, and how to pay it (the job number is the reference). */
export function FeeCard({ fee, jobNumber }: { fee: MyTuitionFee | null; jobNumber: string }) {
  const { t } = useTranslation('member');
  if (!fee) {
    return (
      <Paper withBorder p="sm" bg="gray.0">
        <Text size="sm">{t('myTuitions.fee.none')}</Text>
      </Paper>
    );
  }
  const shown = fee.ledgerStatus === 'Overdue' || fee.ledgerStatus === 'Partially paid' ? fee.ledgerStatus : fee.status;
  const look = STATUS_LOOK[shown] ?? { color: 'gray', text: 'dark.6' };
  const owes = fee.balance > 0 && fee.status !== 'Cancel';
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('myTuitions.fee.sectionLabel', { job: jobNumber })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            {t('myTuitions.fee.title')}
          </Title>
          <Badge color={look.color} variant="light" c={look.text} tt="none">
            {t(`myTuitions.fee.status.${shown}`, { defaultValue: shown, keySeparator: '.' })}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span c="dimmed">
              {t('myTuitions.fee.amount')}{' '}
            </Text>
            {formatMoney(fee.amount)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('myTuitions.fee.balance')}{' '}
            </Text>
            {formatMoney(fee.balance)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('myTuitions.fee.due')}{' '}
            </Text>
            {formatDate(fee.dueDate, t('common.notSet'))}
          </Text>
        </Group>
        {owes && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('myTuitions.fee.howToPay', { amount: formatMoney(fee.balance), reference: paymentReferenceFor(jobNumber) })}
            </Text>
            <List size="sm" spacing={4}>
              {PAYMENT_CHANNELS.map((channel) => (
                <List.Item key={channel.name}>
                  <Text span fw={600}>
                    {channel.name}:
                  </Text>{' '}
                  <Text span style={{ overflowWrap: 'anywhere' }}>
                    {channel.account}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {channel.how}
                  </Text>
                </List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              {AFTER_PAYMENT_NOTE}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

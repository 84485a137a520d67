import { Alert, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { FinanceMonth } from '@/shared/api';
import { currentLanguage, intlLocale, translateMessage } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { HeadedTable } from '@/shared/ui/headed-table';
import { $financeAllowed, $financeError, $financeLoading, $financeSummary, FINANCE_ERROR_FALLBACK } from '../model/finance';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' as 'Mar 2026' (in Bangla, Intl's bn-BD month and year: 'মার্চ, ২০২৬'). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  if (currentLanguage() === 'bn' && year && number && MONTH_NAMES[Number(number) - 1]) {
    return new Intl.DateTimeFormat(intlLocale('bn'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(year), Number(number) - 1, 1)),
    );
  }
  return `${MONTH_NAMES[Number(number) - 1] ?? number} ${year}`;
}

const isQuiet = (month: FinanceMonth) => month.charged === 0 && month.collected === 0 && month.outstanding === 0 && month.refunded === 0;

/**
 * The dashboard's finance summary: charged, collected, outstanding (at the month's end) and refunded per month for
 * the last six months, from the fee ledger. Shown only to staff whose role may see money (the server answers 403
 * to the others, and the card is then not rendered).
 */
export function FinanceSummaryCard() {
  const { t } = useTranslation('admin');
  const { summary, allowed, error, loading } = useUnit({
    summary: $financeSummary,
    allowed: $financeAllowed,
    error: $financeError,
    loading: $financeLoading,
  });
  if (!allowed) return null;
  const months = summary ? [...summary.months].reverse() : null;
  const errorText = error === FINANCE_ERROR_FALLBACK ? t('dashboard.finance.loadFailed') : error && translateMessage(error);

  let body;
  if (error && !months) {
    body = (
      <Alert color="red" role="alert" title={t('dashboard.finance.loadFailedTitle')}>
        {errorText}
      </Alert>
    );
  } else if (!months) {
    body = (
      <Stack gap="xs" aria-label={t('dashboard.finance.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={22} />
        ))}
      </Stack>
    );
  } else if (months.every(isQuiet)) {
    body = <Text c="dimmed">{t('dashboard.finance.empty')}</Text>;
  } else {
    body = (
      <HeadedTable
        minWidth={480}
        striped
        highlightOnHover
        caption={t('dashboard.finance.caption')}
        headings={[
          t('dashboard.finance.month'),
          ...(['charged', 'collected', 'outstanding', 'refunded'] as const).map((column) => ({ label: t(`dashboard.finance.${column}`), ta: 'right' as const })),
        ]}
      >
        {months.map((month) => (
          <Table.Tr key={month.month}>
            <Table.Th scope="row" fw={500}>
              {monthLabel(month.month)}
            </Table.Th>
            <Table.Td ta="right">{formatMoney(month.charged)}</Table.Td>
            <Table.Td ta="right">{formatMoney(month.collected)}</Table.Td>
            <Table.Td ta="right">{formatMoney(month.outstanding)}</Table.Td>
            <Table.Td ta="right">{formatMoney(month.refunded)}</Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
    );
  }

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="finance-summary-title" aria-busy={loading}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="finance-summary-title">
          {t('dashboard.finance.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.finance.period')}
        </Text>
      </Group>
      {error && months && (
        <Alert color="red" role="alert" mb="sm" title={t('dashboard.finance.refreshFailedTitle')}>
          {errorText}
        </Alert>
      )}
      {body}
    </Card>
  );
}

import { Alert, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { FinanceMonth } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import { $financeAllowed, $financeError, $financeLoading, $financeSummary } from '../model/finance';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' as 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? number} ${year}`;
}

const isQuiet = (month: FinanceMonth) => month.charged === 0 && month.collected === 0 && month.outstanding === 0 && month.refunded === 0;

/**
 * The dashboard's finance summary: charged, collected, outstanding (at the month's end) and refunded per month for
 * the last six months, from the fee ledger. Shown only to staff whose role may see money (the server answers 403
 * to the others, and the card is then not rendered).
 */
export function FinanceSummaryCard() {
  const { summary, allowed, error, loading } = useUnit({
    summary: $financeSummary,
    allowed: $financeAllowed,
    error: $financeError,
    loading: $financeLoading,
  });
  if (!allowed) return null;
  const months = summary ? [...summary.months].reverse() : null;

  let body;
  if (error && !months) {
    body = (
      <Alert color="red" role="alert" title="Could not load the finance summary">
        {error}
      </Alert>
    );
  } else if (!months) {
    body = (
      <Stack gap="xs" aria-label="Loading the finance summary">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={22} />
        ))}
      </Stack>
    );
  } else if (months.every(isQuiet)) {
    body = <Text c="dimmed">No fees have been charged or paid in the last six months.</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover>
          <Table.Caption>Whole Taka, from the fee ledger; outstanding is what tutors owed at each month&apos;s end.</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              <Table.Th scope="col" ta="right">Charged</Table.Th>
              <Table.Th scope="col" ta="right">Collected</Table.Th>
              <Table.Th scope="col" ta="right">Outstanding</Table.Th>
              <Table.Th scope="col" ta="right">Refunded</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="finance-summary-title" aria-busy={loading}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="finance-summary-title">
          Finance summary
        </Title>
        <Text size="sm" c="dimmed">
          Last six months
        </Text>
      </Group>
      {error && months && (
        <Alert color="red" role="alert" mb="sm" title="Could not refresh the finance summary">
          {error}
        </Alert>
      )}
      {body}
    </Card>
  );
}

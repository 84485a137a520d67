import {
  ActionIcon,
  Center,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { PAYMENT_FILTERS, PAYMENT_MESSAGES, type PaymentStatusValue } from '@/shared/api';
import { PAYMENT_STATUSES } from '@/shared/config';
import { ConfirmDeleteModal } from '@/shared/ui/confirm-modal';
import { LoadError } from '@/shared/ui/load-error';
import { LabelledPagination } from '@/shared/ui/labelled-pagination';
import { FilterButtons } from '@/shared/ui/filter-buttons';
import { filterLabel, paymentRow } from '../lib/payment-view';
import {
  $deleting,
  $filter,
  $loadError,
  $loaded,
  $page,
  $pages,
  $paymentToDelete,
  $payments,
  $saving,
  $total,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  filterChanged,
  pageChanged,
  paymentsOpened,
  retried,
  statusChangeRequested,
} from '../model/payments';

const STATUS_COLORS: Record<PaymentStatusValue, string> = { Due: 'yellow', Paid: 'green', Fraud: 'red', Cancel: 'gray' };

/** /admin/payment-info: the tutors' media-fee records; a status select that saves at once; delete after a confirm. */
export function AdminPaymentInfoPage() {
  const u = useUnit({
    payments: $payments,
    total: $total,
    filter: $filter,
    page: $page,
    pages: $pages,
    loaded: $loaded,
    error: $loadError,
    saving: $saving,
    toDelete: $paymentToDelete,
    deleting: $deleting,
    opened: paymentsOpened,
    changeFilter: filterChanged,
    changePage: pageChanged,
    retry: retried,
    changeStatus: statusChangeRequested,
    askDelete: deleteRequested,
    cancelDelete: deleteCancelled,
    confirmDelete: deleteConfirmed,
  });
  const { opened } = u;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Stack gap="lg">
      <title>Payment Information | Shikhon Admin</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Payment Information
        </Title>
        <Text c="dimmed">{u.loaded && !u.error ? `Total: ${u.total}` : 'Media-fee records of tutors, newest first'}</Text>
      </div>

      <FilterButtons
        label="Filter payments by status"
        size="sm"
        options={PAYMENT_FILTERS.map((filter) => ({ value: filter, label: filterLabel(filter) }))}
        value={u.filter}
        onChange={u.changeFilter}
      />

      {!u.loaded ? (
        <Center py="xl">
          <Loader aria-label="Loading payments" />
        </Center>
      ) : u.error ? (
        <LoadError message={u.error} onRetry={u.retry} />
      ) : u.payments.length === 0 ? (
        <Text ta="center" py="xl" c="dimmed" fw={600}>
          {PAYMENT_MESSAGES.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tutor ID</Table.Th>
                <Table.Th>Tutor Name</Table.Th>
                <Table.Th>Tuition ID</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Posted Date</Table.Th>
                <Table.Th>Start Date</Table.Th>
                <Table.Th>Due Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {u.payments.map((payment) => {
                const row = paymentRow(payment);
                return (
                  <Table.Tr key={payment._id}>
                    <Table.Td>
                      <Text size="sm" ff="monospace" title={payment.tutorId ?? undefined}>
                        {row.tutorId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={payment.tutorName ? undefined : 'dimmed'}>
                        {row.tutorName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" title={payment.tuitionId ?? undefined}>
                        {row.tuitionId}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.amount}</Table.Td>
                    <Table.Td>{row.postedDate}</Table.Td>
                    <Table.Td>{row.startDate}</Table.Td>
                    <Table.Td>{row.dueDate}</Table.Td>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        w={110}
                        aria-label={row.statusLabel}
                        data={[...PAYMENT_STATUSES]}
                        value={payment.status}
                        disabled={u.saving.includes(payment._id)}
                        onChange={(event) =>
                          u.changeStatus({ payment, status: event.currentTarget.value as PaymentStatusValue })
                        }
                        styles={{
                          input: {
                            borderLeft: `4px solid var(--mantine-color-${STATUS_COLORS[payment.status]}-6)`,
                            fontWeight: 600,
                          },
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={row.deleteLabel} onClick={() => u.askDelete(payment)}>
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {u.loaded && !u.error && u.pages > 1 && (
        <Group justify="center">
          <LabelledPagination
            total={u.pages}
            value={u.page}
            onChange={(next) => next !== u.page && u.changePage(next)}
          />
        </Group>
      )}

      <ConfirmDeleteModal
        opened={u.toDelete !== null}
        title="Delete Payment"
        pending={u.deleting}
        onCancel={u.cancelDelete}
        onConfirm={u.confirmDelete}
      >
        {PAYMENT_MESSAGES.confirmDelete}
      </ConfirmDeleteModal>
    </Stack>
  );
}

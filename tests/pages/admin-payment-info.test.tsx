import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminPaymentInfoPage,
  deletePaymentFx,
  paymentsList,
  paymentRow,
  setPaymentStatusFx,
} from '@/pages/admin-payment-info';
import { ApiError, PAYMENT_MESSAGES, type Payment, type PaymentListResponse } from '@/shared/api';
import { renderWithProviders } from '../render';
import { formatDate } from '@/shared/lib/format';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };

function payment(index: number, overrides: Partial<Payment> = {}): Payment {
  return {
    _id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    tutorId: `7f3c2a10-4b5e-4c1d-9a8b-0000000000${String(index).padStart(2, '0')}`,
    tutorName: `Tutor ${index}`,
    tuitionId: `9a${index}b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d`,
    jobNumber: 10100 + index,
    amount: 3000 * index,
    tuitionPostedDate: '2026-04-01T00:00:00.000Z',
    tuitionStartDate: '2026-04-05T00:00:00.000Z',
    paymentDueDate: '2026-05-05T00:00:00.000Z',
    status: 'Due',
    createdAt: '2026-04-05T00:00:00.000Z',
    kind: 'media',
    agreedSalary: 5000 * index,
    balance: 3000 * index,
    ledgerStatus: 'Due',
    ...overrides,
  };
}

type Query = Parameters<typeof paymentsList.fetchFx>[0];

/** A pretend server: filter, status change and delete behave like the real one. */
function serverOf(initial: Payment[]) {
  let rows = [...initial];
  const list = vi.fn(async ({ status }: Query): Promise<PaymentListResponse> => {
    const data = rows.filter((p) => status === 'all' || p.status === status);
    return { data, total: data.length, page: 1, limit: 20 };
  });
  const setStatus = vi.fn(async ({ id, status }: { id: string; status: Payment['status'] }) => {
    rows = rows.map((p) => (p._id === id ? { ...p, status } : p));
    return { success: true as const, message: PAYMENT_MESSAGES.updated, data: rows.find((p) => p._id === id)! };
  });
  const remove = vi.fn(async (id: string) => {
    rows = rows.filter((p) => p._id !== id);
    return { success: true as const, message: PAYMENT_MESSAGES.deleted };
  });
  return { list, setStatus, remove };
}

function renderPage(handlers: Partial<ReturnType<typeof serverOf>> & Pick<ReturnType<typeof serverOf>, 'list'>) {
  const fail = async () => {
    throw new ApiError('offline', 0, false);
  };
  const scope = fork({
    handlers: [
      [paymentsList.fetchFx, handlers.list],
      [setPaymentStatusFx, handlers.setStatus ?? fail],
      [deletePaymentFx, handlers.remove ?? fail],
    ],
  });
  return renderWithProviders(<AdminPaymentInfoPage />, { route: '/admin/payment-info', session: admin, scope });
}

const statusSelect = (p: Payment) => screen.getByRole('combobox', { name: paymentRow(p).statusLabel });

afterEach(() => notifications.clean());

describe('admin payment information', () => {
  it('shows the spinner, then every column: tutor id truncated, name, amount in Taka, browser dates', async () => {
    const server = serverOf([payment(1, { amount: 3000 }), payment(2, { tutorId: null, tutorName: null, paymentDueDate: null })]);
    renderPage(server);
    expect(screen.getByLabelText('Loading payments')).toBeInTheDocument();
    const row = (await screen.findByText('Tutor 1')).closest('tr')!;
    for (const text of ['7f3c2a10', 'SK-10101', '3,000 TK', formatDate('2026-04-01T00:00:00.000Z')]) {
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    }
    for (const header of ['Tutor ID', 'Tutor Name', 'Tuition ID', 'Amount', 'Posted Date', 'Start Date', 'Due Date', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(statusSelect(payment(1))).toHaveValue('Due');
    const orphan = screen.getByText('Unknown').closest('tr')!;
    expect(within(orphan).getAllByText('-').length).toBe(2);
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
  });

  it('filters with the buttons, labelled with a capital first letter, asking the server', async () => {
    const server = serverOf([payment(1), payment(2, { status: 'Paid' })]);
    const { user } = renderPage(server);
    await screen.findByText('Tutor 1');
    const names = screen.getAllByRole('button', { pressed: undefined }).map((b) => b.textContent);
    expect(names).toEqual(expect.arrayContaining(['All', 'Due', 'Paid', 'Fraud', 'Cancel']));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(screen.queryByText('Tutor 1')).toBeNull());
    expect(screen.getByText('Tutor 2')).toBeInTheDocument();
    expect(server.list).toHaveBeenLastCalledWith({ status: 'Paid', page: 1, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Fraud' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('asks in a dialog for the method, reference and amount of a payment, with a summary, then saves', async () => {
    const server = serverOf([payment(1)]);
    const { user } = renderPage(server);
    await screen.findByText('Tutor 1');
    await user.selectOptions(statusSelect(payment(1)), 'Paid');
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    // Nothing is sent without the method and reference.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Please choose how it was paid')).toBeInTheDocument();
    expect(within(dialog).getByText('The transaction reference is required')).toBeInTheDocument();
    expect(server.setStatus).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Method/ }), 'bKash');
    await user.type(within(dialog).getByRole('textbox', { name: /Transaction reference/ }), 'TRX12345');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Records a bKash payment of 1,000 TK; the balance goes from 3,000 TK to 2,000 TK (partly paid).');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.updated)).toBeInTheDocument();
    expect(server.setStatus).toHaveBeenCalledWith(
      expect.objectContaining({
        id: payment(1)._id,
        status: 'Paid',
        details: { method: 'bKash', reference: 'TRX12345', amount: 1000 },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a reason for Fraud; Cancel in the dialog changes nothing; a failure puts the old status back', async () => {
    const server = serverOf([payment(1, { status: 'Paid' })]);
    const { user } = renderPage({ list: server.list });
    await screen.findByText('Tutor 1');
    await user.selectOptions(statusSelect(payment(1)), 'Fraud');
    let dialog = await screen.findByRole('dialog', { name: 'Flag as fraud' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusSelect(payment(1))).toHaveValue('Paid');
    await user.selectOptions(statusSelect(payment(1)), 'Fraud');
    dialog = await screen.findByRole('dialog', { name: 'Flag as fraud' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Stopped answering calls');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.updateFailed)).toBeInTheDocument();
    await waitFor(() => expect(statusSelect(payment(1))).toHaveValue('Paid'));
  });

  it('in a filtered view a record whose status changes leaves the table', async () => {
    const server = serverOf([payment(1), payment(2)]);
    const { user } = renderPage(server);
    await screen.findByText('Tutor 1');
    await user.click(screen.getByRole('button', { name: 'Due' }));
    await screen.findByText('Total: 2');
    await user.selectOptions(statusSelect(payment(1)), 'Cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this fee' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Tutor 1')).toBeNull());
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });

  it('deletes after the confirm, with its toast; Cancel keeps the record', async () => {
    const server = serverOf([payment(1), payment(2)]);
    const { user } = renderPage(server);
    await screen.findByText('Tutor 1');
    await user.click(screen.getByRole('button', { name: paymentRow(payment(1)).deleteLabel }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PAYMENT_MESSAGES.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: paymentRow(payment(1)).deleteLabel }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Tutor 1')).toBeNull());
    expect(server.remove).toHaveBeenCalledWith(payment(1)._id);
    expect(await screen.findByText(PAYMENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.getByText('Tutor 2')).toBeInTheDocument();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });

  it('says "Failed to delete payment" and keeps the row when delete fails', async () => {
    const server = serverOf([payment(1)]);
    const { user } = renderPage({ list: server.list });
    await screen.findByText('Tutor 1');
    await user.click(screen.getByRole('button', { name: paymentRow(payment(1)).deleteLabel }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('Tutor 1')).toBeInTheDocument();
  });

  it('shows the empty state and the load failure with Try Again', async () => {
    let fail = true;
    const server = serverOf([]);
    const { user } = renderPage({
      list: vi.fn(async (query: Query) => {
        if (fail) throw new ApiError('offline', 0, false);
        return server.list(query);
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.empty)).toBeInTheDocument();
  });

  it("says the spec's 'Failed to load payment information' even when the server sent a sentence of its own", async () => {
    renderPage({
      list: vi.fn(async () => {
        throw new ApiError('Database is busy', 503, true);
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.loadFailed);
    expect(alert).not.toHaveTextContent('Database is busy');
  });
});

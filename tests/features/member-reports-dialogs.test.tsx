// The money dialogs of issue 13: "Report a payment" and "Report tuition ended" on My Tuitions (form, summary, busy,
// refused, sent), and staff's confirm/reject dialog on /admin/member-reports (a reason to reject). Also in Bangla.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CollectViaGuardianCell } from '@/features/collect-via-guardian';
import { AdminMemberReportsPage, DecideReportDialog } from '@/pages/admin-member-reports';
import { ReportPayment, ReportPaymentDialog } from '@/pages/my-tuitions';
import { ReportTuitionEndDialog } from '@/features/report-tuition-end';
import { ApiError, type Payment, type PaymentReport } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { renderWithProviders } from '../render';

const fee = { id: 'f1', amount: 4800, balance: 4800, dueDate: '2026-04-01T00:00:00.000Z', status: 'Due' as const, ledgerStatus: 'Due' as const };
const report = (overrides: Partial<PaymentReport> = {}): PaymentReport => ({
  _id: 'r1',
  paymentId: 'f1',
  jobNumber: 10234,
  tutorId: 't1',
  tutorName: 'Farhana Akter',
  amount: 3000,
  method: 'bKash',
  reference: 'BK7X9Q2A',
  state: 'pending',
  feeBalance: 4800,
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-03-08T05:00:00.000Z',
  hasReceipt: false,
  ...overrides,
});

describe('Report a payment', () => {
  it('checks the form, shows the summary, and sends the amount typed in Bangla digits', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <ReportPaymentDialog opened jobNumber="SK-10234" balance={4800} state="idle" onSubmit={onSubmit} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report a payment for SK-10234' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please choose how you paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a whole number of Taka greater than 0')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /How did you pay/ }));
    await user.click(await screen.findByRole('option', { name: 'bKash' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Transaction ID/ }), 'bk7x9q2a');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount paid/ }), '৫০০০');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/The amount is more than what is owed/)).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /Amount paid/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount paid/ }), '৩০০০');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('You paid 3,000 TK by bKash for SK-10234, transaction ID BK7X9Q2A.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'bKash', reference: 'bk7x9q2a', amount: 3000 });
  }, 120_000);

  it('busy, refused and sent: the states of the card\u2019s dialog with the real calls stood in', async () => {
    let answer: (value: { message: string; data: PaymentReport }) => void = () => undefined;
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('This payment is already recorded', 409, true))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<ReportPayment fee={fee} jobNumber="SK-10234" send={send} load={async () => ({ data: [] })} />);
    await user.click(await screen.findByRole('button', { name: 'Report a payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /How did you pay/ }));
    await user.click(await screen.findByRole('option', { name: 'Nagad' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Transaction ID/ }), 'NG-555');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount paid/ }), '4800');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment is already recorded');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveAttribute('data-loading', 'true'));
    answer({ message: 'ok', data: report({ method: 'Nagad', reference: 'NG-555', amount: 4800 }) });
    expect(await within(dialog).findByText('Thank you. The Shikhon team will check your payment and confirm it.')).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith('f1', { method: 'Nagad', reference: 'NG-555', amount: 4800 });
    expect(screen.getByText('Waiting for confirmation')).toBeInTheDocument();
  }, 120_000);

  it('reads in Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderWithProviders(<ReportPaymentDialog opened jobNumber="SK-10234" balance={4800} state="success" onSubmit={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByText('ধন্যবাদ। শিখন টিম আপনার পেমেন্ট যাচাই করে নিশ্চিত করবে।')).toBeInTheDocument();
  });
});

describe('Report tuition ended', () => {
  it('refuses a future date and one before the assignment, then sends after the summary', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <ReportTuitionEndDialog opened jobNumber="SK-10234" minDate="2026-02-25" maxDate="2026-03-10" state="idle" onSubmit={onSubmit} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report that SK-10234 ended' });
    const date = within(dialog).getByLabelText(/Date the tuition ended/);
    await user.type(date, '2026-03-11');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('The end date cannot be in the future')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2026-02-20');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/cannot be before/)).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2026-03-08');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/within the first month the fee is 40%/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ endedOn: '2026-03-08' });
  });
});

describe('Confirm or reject a report', () => {
  it('a rejection needs a reason; the summary says what will change', async () => {
    const onDecide = vi.fn();
    const { user } = renderWithProviders(
      <DecideReportDialog opened decision="reject" title="Reject the payment report for SK-10234" summary={['Records nothing']} state="idle" onDecide={onDecide} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject the payment report for SK-10234' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(onDecide).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No such transaction');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onDecide).toHaveBeenCalledWith('No such transaction');
  });

  it('the page confirms a payment after its summary and reloads the queue', async () => {
    const loadPayments = vi.fn().mockResolvedValueOnce({ data: [report()] }).mockResolvedValueOnce({ data: [] });
    const decide = vi.fn().mockResolvedValue({});
    const { user } = renderWithProviders(
      <AdminMemberReportsPage loadPayments={loadPayments} loadEnds={async () => ({ data: [] })} decide={decide} />,
    );
    const card = await screen.findByRole('article', { name: 'Payment report for SK-10234' });
    expect(screen.getByText('No tuition end reports are waiting.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment for SK-10234' });
    expect(within(dialog).getByText('Records a payment on the ledger: owed 4,800 TK → 1,800 TK')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(decide).toHaveBeenCalledWith('payment', 'r1', 'confirm', undefined);
    expect(await screen.findByText('No payment reports are waiting.')).toBeInTheDocument();
    expect(screen.getByText('Confirmed and recorded.')).toBeInTheDocument();
  });
});

describe('Collect via guardian', () => {
  const payment: Payment = {
    _id: 'f1', tutorId: 't1', tutorName: 'Farhana Akter', tuitionId: 'j1', jobNumber: 10234, amount: 4800, tuitionPostedDate: null,
    tuitionStartDate: null, paymentDueDate: null, status: 'Due', createdAt: '2026-03-01T00:00:00.000Z', kind: 'media', agreedSalary: 8000,
    balance: 4800, ledgerStatus: 'Overdue', collectFrom: 'tutor',
  };

  it('asks for a reason with a summary, marks the fee and then shows it marked', async () => {
    const mark = vi.fn().mockRejectedValueOnce(new ApiError('Only an unpaid fee can be collected via the guardian', 409, true)).mockResolvedValue({});
    const { user } = renderWithProviders(<CollectViaGuardianCell payment={payment} mark={mark} />);
    await user.click(screen.getByRole('button', { name: 'Collect via guardian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect the fee of SK-10234 via the guardian' });
    expect(dialog).toHaveTextContent('The 4,800 TK still owed on SK-10234 will be marked to be collected from the guardian.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark collect via guardian' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(mark).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Tutor unreachable');
    await user.click(within(dialog).getByRole('button', { name: 'Mark collect via guardian' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only an unpaid fee can be collected via the guardian');
    await user.click(within(dialog).getByRole('button', { name: 'Mark collect via guardian' }));
    expect(mark).toHaveBeenLastCalledWith('f1', 'Tutor unreachable');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Collect via guardian' })).not.toBeInTheDocument());
    expect(screen.getByText('Collect via guardian')).toBeInTheDocument();
  });

  it('shows nothing to do on a paid fee', () => {
    renderWithProviders(<CollectViaGuardianCell payment={{ ...payment, status: 'Paid', balance: 0, ledgerStatus: 'Paid' }} />);
    expect(screen.queryByRole('button', { name: 'Collect via guardian' })).not.toBeInTheDocument();
  });
});

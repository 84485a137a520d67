// Issue 16: the admin area's records in Bangla: the payments and tutors screens read in Bangla with Bangla digits in
// amounts and counts, and the record-payment dialog takes an amount typed in Bangla digits as the same whole number.
import { notifications } from '@mantine/notifications';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_TESTIMONIALS, TestimonialCard } from '@/entities/testimonial';
import { AdminTutorsPage, tutorsList, setPremiumFx, verifyTutorFx } from '@/pages/admin-tutors';
import {
  AdminPaymentInfoPage,
  deletePaymentFx,
  paymentsList,
  PaymentStatusDialog,
  setPaymentStatusFx,
  statusChangeDetails,
  statusChangeErrors,
  type StatusChangeForm,
} from '@/pages/admin-payment-info';
import type { Payment, PaymentListResponse } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { setFormatLanguage } from '@/shared/lib/format';
import { withApp } from '../../stories/decorators';
import * as paymentStories from '../../stories/pages/AdminPaymentInfoPage.stories';
import { storyTutors, tutorList } from '../../stories/pages/admin-tutors-fixtures';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };

function payment(index: number, overrides: Partial<Payment> = {}): Payment {
  return {
    _id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    tutorId: `7f3c2a10-4b5e-4c1d-9a8b-0000000000${String(index).padStart(2, '0')}`,
    tutorName: `Tutor ${index}`,
    tuitionId: `9a${index}b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d`,
    jobNumber: 10100 + index,
    amount: 5000,
    tuitionPostedDate: '2026-04-01T00:00:00.000Z',
    tuitionStartDate: '2026-04-05T00:00:00.000Z',
    paymentDueDate: '2026-05-05T00:00:00.000Z',
    status: 'Due',
    createdAt: '2026-04-05T00:00:00.000Z',
    kind: 'media',
    agreedSalary: 8000,
    balance: 5000,
    ledgerStatus: 'Due',
    ...overrides,
  };
}

// The screen's language as the app switches it: the words (i18next) and the formats (Intl locale) together.
async function showBangla() {
  await i18n.changeLanguage('bn');
  setFormatLanguage('bn');
}

beforeEach(() => setFormatLanguage('en'));
afterEach(() => {
  setFormatLanguage('en');
  act(() => notifications.clean());
});

describe('the payments screen in Bangla', () => {
  it('shows the title, the column headers, the statuses and the amounts as "৫,০০০ টাকা"', async () => {
    await showBangla();
    const list = vi.fn(
      async (): Promise<PaymentListResponse> => ({ data: [payment(1), payment(2, { amount: 12500, status: 'Paid', balance: 0 })], total: 2, page: 1, limit: 20 }),
    );
    const scope = fork({ handlers: [[paymentsList.fetchFx, list], [setPaymentStatusFx, vi.fn()], [deletePaymentFx, vi.fn()]] });
    renderWithProviders(<AdminPaymentInfoPage />, { route: '/admin/payment-info', session: admin, scope });

    expect(await screen.findByText('৫,০০০ টাকা')).toBeInTheDocument();
    expect(screen.getByText('১২,৫০০ টাকা')).toBeInTheDocument();
    expect(screen.queryByText(/\d TK/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'পেমেন্টের তথ্য' })).toBeInTheDocument();
    expect(screen.getByText('মোট: ২')).toBeInTheDocument();
    for (const header of ['টিউটরের নাম', 'পরিমাণ', 'পরিশোধের শেষ তারিখ', 'স্ট্যাটাস']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The status select shows Bangla words and keeps the English values the API takes.
    const select = screen.getByRole('combobox', { name: 'Tutor 1-এর পেমেন্ট, টিউশন SK-10101: স্ট্যাটাস' });
    expect(within(select).getByRole('option', { name: 'বকেয়া' })).toHaveValue('Due');
    expect(within(select).getByRole('option', { name: 'পরিশোধিত' })).toHaveValue('Paid');
    // Dates in Bangla digits and month names.
    expect(screen.getAllByText(/২০২৬/).length).toBeGreaterThan(0);
    // The filters.
    expect(screen.getByRole('button', { name: 'সব' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'প্রতারণা' })).toBeInTheDocument();
  });
});

describe('the Bangla story of the payments screen', () => {
  it('renders the six records in Bangla with Taka amounts in Bangla digits', async () => {
    const { Bangla } = composeStories(paymentStories, { decorators: [withApp] });
    render(<Bangla />);
    // The whole admin layout renders first: give it time on a busy machine.
    expect(await screen.findByText('মোট: ৬', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText('৩,০০০ টাকা').length).toBe(2);
    expect(screen.getByText('৪,৮০০ টাকা')).toBeInTheDocument();
    // The tutor whose account is gone.
    expect(screen.getByText('অজানা')).toBeInTheDocument();
  });
});

describe('the tutors screen in Bangla', () => {
  it('shows the stat cards, the table and the summary in Bangla, with Bangla digits', async () => {
    await showBangla();
    const scope = fork({
      handlers: [
        [tutorsList.fetchFx, vi.fn(async () => tutorList(storyTutors, 12))],
        [verifyTutorFx, vi.fn()],
        [setPremiumFx, vi.fn()],
      ],
    });
    renderWithProviders(<AdminTutorsPage />, { route: '/admin/tutors', session: admin, scope });

    expect(await screen.findByText('Farhana Akter')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'টিউটর' })).toBeInTheDocument();
    expect(screen.getByText('মোট টিউটর')).toBeInTheDocument();
    // 12 tutors in all: the stat card and the summary count in Bangla digits.
    expect(screen.getByText('১২')).toBeInTheDocument();
    expect(screen.getByText(/^১২ জন টিউটরের মধ্যে ১ থেকে [০-৯]+ দেখানো হচ্ছে$/)).toBeInTheDocument();
    expect(screen.getByText('পৃষ্ঠা ১ / ২')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'যোগ্যতা' })).toBeInTheDocument();
    expect(screen.getByLabelText('টিউটর খুঁজুন')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /-কে যাচাই করুন$/ }).length).toBe(storyTutors.length);
    expect(screen.queryByText('Total Tutors')).not.toBeInTheDocument();
  });
});

describe('recording a payment with an amount in Bangla digits', () => {
  const due = payment(3, { amount: 5000, balance: 5000 });
  const form = (amount: string): StatusChangeForm => ({ amount, method: 'bKash', reference: 'TRX12345', reason: '' });

  it('reads "৪০০০" and "৪,০০০" as the whole number 4000, and refuses a fraction in either script', () => {
    expect(statusChangeErrors(due, 'Paid', form('৪০০০'))).toEqual({});
    expect(statusChangeDetails('Paid', form('৪০০০'))).toEqual({ method: 'bKash', reference: 'TRX12345', amount: 4000 });
    expect(statusChangeDetails('Paid', form('৪,০০০'))).toMatchObject({ amount: 4000 });
    expect(statusChangeDetails('Paid', { ...form('৪০০০'), reference: 'TRX৯৮৭৬' })).toMatchObject({ reference: 'TRX9876' });
    expect(statusChangeErrors(due, 'Paid', form('৪০০০.৫')).amount).toBe('A whole number of Taka greater than 0');
    expect(statusChangeErrors(due, 'Paid', form('৬০০০')).amount).toBe('At most the balance, 5,000 TK');
  });

  it('the dialog in Bangla offers the balance in Bangla digits and sends 4000 for "৪০০০"', async () => {
    await showBangla();
    const onConfirm = vi.fn();
    renderWithProviders(<PaymentStatusDialog change={{ payment: due, status: 'Paid' }} onCancel={() => undefined} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'পেমেন্ট লিখে রাখুন' });
    const amount = within(dialog).getByRole('textbox', { name: 'পরিমাণ (টাকা)' });
    expect(amount).toHaveValue('৫০০০');
    expect(within(dialog).getByText('বাকি: ৫,০০০ টাকা। কম লিখলে আংশিক পেমেন্ট হিসেবে ধরা হবে।')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('combobox', { name: /পেমেন্টের মাধ্যম/ }), { target: { value: 'Nagad' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /লেনদেনের রেফারেন্স/ }), { target: { value: 'TRX98765' } });
    fireEvent.change(amount, { target: { value: '৪০০০' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('নগদ-এ ৪,০০০ টাকা পেমেন্ট লেখা হবে; বাকি ৫,০০০ টাকা থেকে কমে ১,০০০ টাকা হবে (আংশিক পরিশোধিত)।');
    fireEvent.click(within(dialog).getByRole('button', { name: 'নিশ্চিত করুন' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ method: 'Nagad', reference: 'TRX98765', amount: 4000 }));
  });
});

describe('the demo testimonials in Bangla', () => {
  it('show their name, designation and words in Bangla; in English as written', async () => {
    const demo = DEMO_TESTIMONIALS.find((item) => item._id === 'demo-student-2')!;
    const { unmount } = renderWithProviders(<TestimonialCard testimonial={demo} />);
    expect(screen.getByText(demo.testimonial)).toBeInTheDocument();
    unmount();
    await showBangla();
    renderWithProviders(<TestimonialCard testimonial={demo} />);
    expect(screen.getByText('রফিক আহমেদ')).toBeInTheDocument();
    expect(screen.getByText('অভিভাবক, রাজশাহী')).toBeInTheDocument();
    expect(screen.getByText(/^বাসার কাছে বাংলা মিডিয়ামের এসএসসি বিজ্ঞানের/)).toBeInTheDocument();
  });
});

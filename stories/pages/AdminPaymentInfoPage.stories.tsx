import type { Meta, StoryContext } from '@storybook/react-vite';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  AdminPaymentInfoPage,
  deletePaymentFx,
  paymentsList,
  paymentRow,
  setPaymentStatusFx,
} from '@/pages/admin-payment-info';
import { ApiError, PAYMENT_MESSAGES, type Payment, type PaymentFilter, type PaymentListResponse } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { setFormatLanguage } from '@/shared/lib/format';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const tutors = ['Farhana Akter', 'Rahim Uddin', 'Sadia Islam', null, 'Tanvir Ahmed', 'Mim Chowdhury'] as const;
const statuses = ['Due', 'Paid', 'Due', 'Fraud', 'Cancel', 'Paid'] as const;

const storyPayments: Payment[] = tutors.map((tutorName, index) => {
  const posted = Date.UTC(2026, 3, 1 + index * 3);
  const start = posted + 5 * 86_400_000;
  return {
    _id: `c0ffee00-1a2b-4c3d-8e4f-00000000000${index}`,
    tutorId: tutorName ? `7f3c2a10-4b5e-4c1d-9a8b-00000000000${index}` : null,
    tutorName,
    tuitionId: `9a${index}b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d`,
    jobNumber: 10100 + index,
    amount: [3000, 4800, 3600, 2400, 6000, 3000][index]!,
    tuitionPostedDate: new Date(posted).toISOString(),
    tuitionStartDate: new Date(start).toISOString(),
    paymentDueDate: new Date(start + 30 * 86_400_000).toISOString(),
    status: statuses[index]!,
    createdAt: new Date(start).toISOString(),
    kind: 'media',
    agreedSalary: Math.round([3000, 4800, 3600, 2400, 6000, 3000][index]! / 0.6),
    balance: statuses[index] === 'Due' || statuses[index] === 'Fraud' ? [3000, 4800, 3600, 2400, 6000, 3000][index]! : 0,
    ledgerStatus: ({ Due: 'Due', Paid: 'Paid', Fraud: 'Fraud', Cancel: 'Cancelled' } as const)[statuses[index]!],
  };
});

/** A pretend server for the stories: filters, status changes and deletes answer like the real one. Reset before each story. */
let rows = storyPayments;
const served: [typeof paymentsList.fetchFx, (q: { status: PaymentFilter }) => Promise<PaymentListResponse>] = [
  paymentsList.fetchFx,
  async ({ status }) => {
    const data = rows.filter((p) => status === 'all' || p.status === status);
    return { data, total: data.length, page: 1, limit: 20 };
  },
];
const statusSaved: [typeof setPaymentStatusFx, (p: { id: string; status: Payment['status'] }) => Promise<{ success: true; message: string; data: Payment }>] = [
  setPaymentStatusFx,
  async ({ id, status }) => {
    rows = rows.map((p) => (p._id === id ? { ...p, status } : p));
    return { success: true, message: PAYMENT_MESSAGES.updated, data: rows.find((p) => p._id === id)! };
  },
];
const deleted: [typeof deletePaymentFx, (id: string) => Promise<{ success: true; message: string }>] = [
  deletePaymentFx,
  async (id) => {
    rows = rows.filter((p) => p._id !== id);
    return { success: true, message: PAYMENT_MESSAGES.deleted };
  },
];
const offline = () => Promise.reject(new ApiError('offline', 0, false));

const meta = {
  title: 'Pages/Admin/Payment Information',
  component: AdminPaymentInfoPage,
  parameters: {
    route: '/admin/payment-info',
    session: storyAdmin,
    effector: { handlers: [adminRecordHandler, served, statusSaved, deleted] },
  } satisfies AppStoryParameters,
  beforeEach: () => {
    rows = storyPayments;
  },
} satisfies Meta<typeof AdminPaymentInfoPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminPaymentInfoPage />
    </AdminLayout>
  );
}

/** Every record: the status select saves at once; one tutor's account is gone ('Unknown'). */
export function Payments() {
  return <InLayout />;
}

/** The Due filter. */
export function DueFilter() {
  return <InLayout />;
}
DueFilter.parameters = {
  // The filter is part of the address, as a shared link has it.
  route: '/admin/payment-info?status=Due',
  effector: { handlers: [adminRecordHandler, served, statusSaved, deleted] },
} satisfies AppStoryParameters;

/** The spinner while the list loads. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = {
  effector: { handlers: [adminRecordHandler, [paymentsList.fetchFx, () => new Promise<never>(() => {})]] },
} satisfies AppStoryParameters;

/** No record: 'No payments found'. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = {
  effector: { handlers: [adminRecordHandler, [paymentsList.fetchFx, async () => ({ data: [], total: 0, page: 1, limit: 20 })]] },
} satisfies AppStoryParameters;

/** The list could not be loaded: 'Failed to load payment information' and Try Again. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = { effector: { handlers: [adminRecordHandler, [paymentsList.fetchFx, offline]] } } satisfies AppStoryParameters;

/** The delete icon asks first. */
export function ConfirmDelete() {
  return <InLayout />;
}
ConfirmDelete.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: paymentRow(storyPayments[0]!).deleteLabel }));
};

/** Saving a status failed: 'Failed to update payment status', the select goes back. */
export function StatusFailed() {
  return <InLayout />;
}
StatusFailed.parameters = {
  effector: { handlers: [adminRecordHandler, served, [setPaymentStatusFx, offline], deleted] },
} satisfies AppStoryParameters;
StatusFailed.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: paymentRow(storyPayments[0]!).statusLabel }), 'Paid');
};

/** On a 360 px phone: the table scrolls sideways. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;

/** Shows the story in Bangla, words and formats (the toolbar's Language does the same; tests have no toolbar). */
function InBangla({ children }: { children: ReactNode }) {
  useState(() => {
    if (i18n.language !== 'bn') void i18n.changeLanguage('bn');
    setFormatLanguage('bn');
  });
  useEffect(
    () => () => {
      setFormatLanguage('en');
    },
    [],
  );
  return children;
}

/** In Bangla: headers, statuses and filters in Bangla, amounts as "৩,০০০ টাকা", dates and counts in Bangla digits. */
export function Bangla() {
  return <InLayout />;
}
Bangla.decorators = [(Story: ComponentType) => <InBangla><Story /></InBangla>];
Bangla.globals = { language: 'bn' };

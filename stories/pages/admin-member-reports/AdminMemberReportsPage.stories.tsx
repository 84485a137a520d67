import type { Meta } from '@storybook/react-vite';
import { AdminMemberReportsPage } from '@/pages/admin-member-reports';
import { ApiError, type PaymentReport, type TuitionEndReport } from '@/shared/api';
import { narrowScreen } from '../../decorators';

// /admin/member-reports: both queues, each loading, empty, refused or with reports to confirm or reject.
const admin = { id: 'a1', name: 'Rumana Finance', token: 't', userType: 'admin' as const };
const payment: PaymentReport = {
  _id: 'r1',
  paymentId: 'f1',
  jobNumber: 10234,
  tutorId: 't1',
  tutorName: 'ফারহানা আক্তার',
  amount: 3000,
  method: 'bKash',
  reference: 'BK7X9Q2A',
  state: 'pending',
  feeBalance: 4800,
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-03-08T05:00:00.000Z',
  hasReceipt: false,
};
const end: TuitionEndReport = {
  _id: 'e1',
  jobId: 'j1',
  jobNumber: 10235,
  reporterType: 'student',
  tutorName: 'Rahim Uddin',
  endedOn: '2026-03-08',
  note: 'We moved to Chattogram',
  state: 'pending',
  startDate: '2026-03-01T00:00:00.000Z',
  feeAmount: 4800,
  agreedSalary: 8000,
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-03-09T05:00:00.000Z',
};
const never = () => new Promise<never>(() => undefined);
const meta = {
  title: 'Pages/AdminMemberReportsPage',
  component: AdminMemberReportsPage,
  parameters: { layout: 'padded', session: admin, route: '/admin/member-reports' },
  args: { loadPayments: async () => ({ data: [payment] }), loadEnds: async () => ({ data: [end] }), decide: async () => ({}) },
} satisfies Meta<typeof AdminMemberReportsPage>;
export default meta;

export const WithReports = {};
export const Loading = { args: { loadPayments: never, loadEnds: never } };
export const Empty = { args: { loadPayments: async () => ({ data: [] }), loadEnds: async () => ({ data: [] }) } };
export const LoadError = { args: { loadPayments: () => Promise.reject(new ApiError('Could not reach the server', 0, false)) } };
/** A matcher: the payments queue is not theirs (403), only tuition ends show. */
export const MatcherView = { args: { loadPayments: () => Promise.reject(new ApiError('Forbidden', 403, true)) } };
export const DecisionRefused = { args: { decide: () => Promise.reject(new ApiError('This report has already been confirmed or rejected', 409, true)) } };
export const Narrow = { parameters: narrowScreen.parameters, globals: narrowScreen.globals };

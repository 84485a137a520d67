import type { Meta } from '@storybook/react-vite';
import { AdminSearch } from '@/widgets/admin-layout';
import type { AdminSearchResponse } from '@/shared/api';
import { narrowScreen } from '../../decorators';

// The admin header search in each state; the search call is faked, so no server is needed.
const meta = {
  title: 'Features/AdminSearch/AdminSearch',
  component: AdminSearch,
  parameters: { layout: 'padded', route: '/admin' },
} satisfies Meta<typeof AdminSearch>;
export default meta;

const RESULTS: AdminSearchResponse = {
  students: [
    { id: 's1', displayId: 1042, name: 'Rahima Begum', email: 'rahima@example.com', phone: '01711000001' },
    { id: 's2', displayId: 1043, name: 'Rahim Chowdhury', email: 'rchowdhury@example.com', phone: '01711000003' },
  ],
  tutors: [{ id: 't1', displayId: 7, name: 'Rahim Uddin', email: 'rahim.t@example.com', phone: '01811000002' }],
  jobs: [
    {
      id: '3f2a9c1e-0000-4000-8000-000000000001',
      jobNumber: 10234,
      title: 'Tutor Needed For Bangla Medium',
      studentName: 'Rahima',
      district: 'Dhaka',
      area: 'Uttara',
      status: 'active',
    },
  ],
};
const EMPTY: AdminSearchResponse = { students: [], tutors: [], jobs: [] };

const answer = (results: AdminSearchResponse) => () => Promise.resolve(results);
const never = () => new Promise<AdminSearchResponse>(() => undefined);
const failing = () => Promise.reject(new Error('Network error'));

/** Nothing typed: the box 'Search...' alone. */
export function Idle() {
  return <AdminSearch search={answer(RESULTS)} />;
}

/** A term typed, the answer not in yet: "Searching...". */
export function Loading() {
  return <AdminSearch search={never} initialQuery="rahim" />;
}

/** Results grouped Students / Tutors / Jobs; the first is selected, arrows move, Enter opens. */
export function Results() {
  return <AdminSearch search={answer(RESULTS)} initialQuery="rahim" />;
}

/** Nothing matches the term. */
export function Empty() {
  return <AdminSearch search={answer(EMPTY)} initialQuery="zzz" />;
}

/** The search call failed. */
export function Failed() {
  return <AdminSearch search={failing} initialQuery="rahim" />;
}

/** Results at 360 px wide. */
export function ResultsNarrow() {
  return <AdminSearch search={answer(RESULTS)} initialQuery="rahim" />;
}
ResultsNarrow.parameters = narrowScreen.parameters;

import type { Meta } from '@storybook/react-vite';
import { AdminJobView } from '@/pages/admin-job';
import type { AdminJobPage } from '@/shared/api';
import { narrowScreen } from '../../decorators';

// /admin/jobs/:id: one job in one place, in each state.
const page: AdminJobPage = {
  job: {
    _id: 'j1', jobId: 'j1', jobNumber: 10234, title: null, studentId: 12, studentName: 'Nusrat Jahan', district: 'Dhaka', area: 'Mirpur',
    location: 'Mirpur 10', locationDetails: 'House 4, Road 2', institution: null, category: 'Bangla Medium', classLevel: 'Class 8',
    studentGender: 'Female', preferredTutor: 'Female', tutoringType: 'Home Tutoring', tutoringTime: 'Evening', days: 3, noOfStudents: 1,
    subjects: ['Math', 'Physics'], salary: '8000', notes: [], status: 'assigned', postedAt: '2026-02-20T00:00:00.000Z', createdAt: '2026-02-20T00:00:00.000Z',
  },
  request: { id: 'q1', stage: 'tutor_confirmed', createdAt: '2026-02-18T00:00:00.000Z' },
  applicants: [
    { applicationId: 'a1', tutorId: 't1', tutorName: 'Farhana Akter', status: 'accepted', appliedAt: '2026-02-21T00:00:00.000Z', shortlisted: true, withdrawn: false },
    { applicationId: 'a2', tutorId: 't2', tutorName: 'Rahim Uddin', status: 'pending', appliedAt: '2026-02-22T00:00:00.000Z', shortlisted: true, withdrawn: false },
  ],
  assignment: { tutorId: 't1', tutorName: 'Farhana Akter', decidedAt: '2026-02-25T06:00:00.000Z' },
  fees: [
    {
      payment: {
        _id: 'f1', tutorId: 't1', tutorName: 'Farhana Akter', tuitionId: 'j1', jobNumber: 10234, amount: 4800, tuitionPostedDate: null,
        tuitionStartDate: '2026-03-01T00:00:00.000Z', paymentDueDate: '2026-03-31T00:00:00.000Z', status: 'Due', createdAt: '2026-02-25T06:00:00.000Z',
        kind: 'media', agreedSalary: 8000, balance: 1800, ledgerStatus: 'Partially paid', collectFrom: 'tutor',
      },
      entries: [
        { _id: 'e1', paymentId: 'f1', kind: 'charge', amount: 4800, method: null, reference: null, actorId: null, actorEmail: 'matcher@shikhon.test', note: 'Media fee', createdAt: '2026-02-25T06:00:00.000Z' },
        { _id: 'e2', paymentId: 'f1', kind: 'payment', amount: -3000, method: 'bKash', reference: 'BK7X9Q2A', actorId: null, actorEmail: 'finance@shikhon.test', note: 'Reported by the tutor', createdAt: '2026-03-09T06:00:00.000Z' },
      ],
    },
  ],
  history: [
    { _id: 'h1', actorId: null, actorEmail: 'finance@shikhon.test', action: 'payment-report.confirm', recordType: 'payment', recordId: 'f1', changes: {}, reason: null, ip: null, createdAt: '2026-03-09T06:00:00.000Z' },
    { _id: 'h2', actorId: null, actorEmail: 'matcher@shikhon.test', action: 'application.select', recordType: 'tuition', recordId: 'j1', changes: {}, reason: null, ip: null, createdAt: '2026-02-25T06:00:00.000Z' },
  ],
};
const meta = {
  title: 'Pages/AdminJobView',
  component: AdminJobView,
  parameters: { layout: 'padded' },
  args: { load: { status: 'ready', page } },
} satisfies Meta<typeof AdminJobView>;
export default meta;

export const Ready = {};
export const Loading = { args: { load: { status: 'loading' as const } } };
export const LoadError = { args: { load: { status: 'error' as const, message: 'Job not found' } } };
export const NothingYet = { args: { load: { status: 'ready' as const, page: { ...page, applicants: [], assignment: null, fees: [], history: [], request: null } } } };
export const Narrow = { parameters: narrowScreen.parameters, globals: narrowScreen.globals };

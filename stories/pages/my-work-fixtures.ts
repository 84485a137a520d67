import type { MyApplication, MyApplicationListResponse, MyTuition, ProfileChecklistResponse } from '@/shared/api';
import { profileChecklist } from '@/shared/lib/profile-completeness';

/** A tutor's own work for the My Applications, My Tuitions and dashboard stories and tests. */

const day = (d: number) => new Date(Date.UTC(2026, 4, d, 4)).toISOString();

export function makeMyApplication(overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: 'a1000000-0000-4000-8000-000000000001',
    jobId: 'j1000000-0000-4000-8000-000000000001',
    jobNumber: 10234,
    title: 'Tutor Needed For Bangla Medium',
    district: 'Dhaka',
    area: 'Dhanmondi',
    classLevel: 'Class 8',
    salary: '6000',
    jobStatus: 'active',
    status: 'Applied',
    appliedAt: day(1),
    shortlistedAt: null,
    decidedAt: null,
    withdrawnAt: null,
    closedAt: null,
    canWithdraw: true,
    ...overrides,
  };
}

/** One application in each status, newest first. */
export const myApplications: MyApplication[] = [
  makeMyApplication(),
  makeMyApplication({
    id: 'a1000000-0000-4000-8000-000000000002',
    jobId: 'j1000000-0000-4000-8000-000000000002',
    jobNumber: 10229,
    title: 'Tutor Needed For English Medium',
    area: 'Gulshan',
    classLevel: 'O Level',
    salary: '10000-12000',
    status: 'Shortlisted',
    shortlistedAt: day(3),
  }),
  makeMyApplication({
    id: 'a1000000-0000-4000-8000-000000000003',
    jobId: 'j1000000-0000-4000-8000-000000000003',
    jobNumber: 10211,
    district: 'Chattogram',
    area: 'Agrabad',
    jobStatus: 'assigned',
    status: 'Selected',
    shortlistedAt: day(2),
    decidedAt: day(5),
    canWithdraw: false,
  }),
  makeMyApplication({
    id: 'a1000000-0000-4000-8000-000000000004',
    jobId: 'j1000000-0000-4000-8000-000000000004',
    jobNumber: 10198,
    area: 'Mirpur',
    salary: null,
    jobStatus: 'assigned',
    status: 'Not selected',
    decidedAt: day(4),
    canWithdraw: false,
  }),
  makeMyApplication({
    id: 'a1000000-0000-4000-8000-000000000005',
    jobId: 'j1000000-0000-4000-8000-000000000005',
    jobNumber: 10187,
    area: 'Uttara',
    jobStatus: 'closed',
    status: 'Job closed',
    closedAt: day(6),
    canWithdraw: false,
  }),
  makeMyApplication({
    id: 'a1000000-0000-4000-8000-000000000006',
    jobId: 'j1000000-0000-4000-8000-000000000006',
    jobNumber: 10175,
    area: 'Banani',
    status: 'Withdrawn',
    withdrawnAt: day(2),
    canWithdraw: false,
  }),
];

export const myApplicationsPage = (data: MyApplication[] = myApplications): MyApplicationListResponse => ({
  data,
  total: data.length,
  page: 1,
  limit: 10,
});

export function makeMyTuition(overrides: Partial<MyTuition> = {}): MyTuition {
  return {
    jobId: 'j1000000-0000-4000-8000-000000000003',
    jobNumber: 10211,
    title: 'Tutor Needed For Bangla Medium',
    district: 'Chattogram',
    area: 'Agrabad',
    classLevel: 'Class 8',
    subjects: ['Math', 'English'],
    days: 4,
    tutoringTime: '5:00 PM',
    jobStatus: 'assigned',
    assignedAt: day(5),
    agreedSalary: 6000,
    startDate: day(6),
    guardian: { name: 'Shahnaz Parvin', phone: '01712-000991', address: 'House 12, Road 5, Agrabad' },
    fee: {
      id: 'f1000000-0000-4000-8000-000000000001',
      amount: 3600,
      balance: 3600,
      dueDate: new Date(Date.UTC(2026, 5, 5, 18)).toISOString(),
      status: 'Due',
      ledgerStatus: 'Due',
    },
    ...overrides,
  };
}

export const myTuitions: MyTuition[] = [
  makeMyTuition(),
  makeMyTuition({
    jobId: 'j1000000-0000-4000-8000-000000000009',
    jobNumber: 10102,
    title: 'Tutor Needed For English Version',
    district: 'Dhaka',
    area: 'Mohammadpur',
    jobStatus: 'closed',
    agreedSalary: 5000,
    guardian: { name: 'Abdul Karim', phone: '01811-000222', address: null },
    fee: {
      id: 'f1000000-0000-4000-8000-000000000002',
      amount: 3000,
      balance: 0,
      dueDate: new Date(Date.UTC(2026, 3, 1, 18)).toISOString(),
      status: 'Paid',
      ledgerStatus: 'Paid',
    },
  }),
];

const filledProfile = {
  hasImage: true,
  nationalIdUploaded: true,
  institutionIdUploaded: true,
};

/** A new tutor's checklist: almost everything missing. */
export const newTutorChecklist: ProfileChecklistResponse = {
  ...profileChecklist({ hasImage: false, nationalIdUploaded: false, institutionIdUploaded: false, personal: { fullName: 'Karim Uddin', phone: '01711000000' } }),
  isVerified: false,
  isPremium: false,
};

/** Documents and photo in, tuition preferences still missing; verified by staff. */
export const verifiedTutorChecklist: ProfileChecklistResponse = {
  ...profileChecklist({
    ...filledProfile,
    isVerified: true,
    education: {
      ssc: { institute: 'Rajuk College', curriculum: 'Bangla', group: 'Science', year: '2016', result: '5.00' },
      hsc: { institute: 'Notre Dame College', curriculum: 'Bangla', group: 'Science', year: '2018', result: '5.00' },
      graduation: { institution_type: 'Public', institute: 'University of Dhaka', degree: 'BSc', subject: 'Physics', year: '2022', result: '3.6', status: 'Completed' },
    },
    personal: { fullName: 'Karim Uddin', phone: '01711000000', gender: 'Male', email: 'karim@example.com' },
  }),
  isVerified: true,
  isPremium: false,
};

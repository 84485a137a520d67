import type { MyHireRequest, MyShortlist, MyTutorRequest, RequestTimelineEntry, ShortlistedTutor } from '@/shared/api';
import { makeRequest } from './member-fixtures';

const step = (stage: RequestTimelineEntry['stage'], at: string, note: string | null = null): RequestTimelineEntry => ({ stage, at, note });

export function makeMyRequest(overrides: Partial<MyTutorRequest> = {}): MyTutorRequest {
  return {
    ...makeRequest(),
    kind: 'request',
    stage: 'submitted',
    jobNumber: null,
    closedReason: null,
    trialAt: null,
    moreRequestedAt: null,
    canChange: true,
    timeline: [step('submitted', '2026-11-20T09:00:00.000Z')],
    ...overrides,
  };
}

/** One request at each interesting point of its life, newest first. */
export const myRequests: (MyTutorRequest | MyHireRequest)[] = [
  makeMyRequest({
    _id: 'req-shortlist',
    classLevel: 'Class 9',
    status: 'approved',
    jobId: 'job-1',
    stage: 'shortlist_ready',
    jobNumber: 'SK-10234',
    canChange: false,
    createdAt: '2026-11-24T09:00:00.000Z',
    timeline: [
      step('submitted', '2026-11-24T09:00:00.000Z'),
      step('under_review', '2026-11-24T11:00:00.000Z'),
      step('published', '2026-11-24T12:00:00.000Z'),
      step('shortlist_ready', '2026-11-26T10:00:00.000Z', '3 tutors shortlisted'),
    ],
  }),
  makeMyRequest({
    _id: 'req-trial',
    classLevel: 'HSC 1st Year',
    status: 'approved',
    jobId: 'job-2',
    stage: 'trial_class',
    jobNumber: 'SK-10199',
    canChange: false,
    trialAt: '2026-11-29T12:00:00.000Z',
    createdAt: '2026-11-18T09:00:00.000Z',
    timeline: [
      step('submitted', '2026-11-18T09:00:00.000Z'),
      step('under_review', '2026-11-18T10:00:00.000Z'),
      step('published', '2026-11-18T12:00:00.000Z'),
      step('shortlist_ready', '2026-11-21T10:00:00.000Z'),
      step('trial_class', '2026-11-22T08:00:00.000Z', 'Trial class proposed for 2026-11-29T12:00:00.000Z'),
    ],
  }),
  makeMyRequest({ _id: 'req-review', stage: 'under_review', createdAt: '2026-11-17T09:00:00.000Z', timeline: [step('submitted', '2026-11-17T09:00:00.000Z'), step('under_review', '2026-11-17T13:00:00.000Z')] }),
  {
    kind: 'hireTutor',
    _id: 'hire-1',
    studentName: 'Ayaan Rahman',
    medium: 'English Medium',
    classLevel: 'O Level',
    subjects: ['Math'],
    district: 'Dhaka',
    area: 'Gulshan',
    stage: 'submitted',
    closedReason: null,
    createdAt: '2026-11-16T09:00:00.000Z',
    timeline: [step('submitted', '2026-11-16T09:00:00.000Z')],
  },
  makeMyRequest({
    _id: 'req-confirmed',
    classLevel: 'Class 6',
    status: 'approved',
    jobId: 'job-3',
    stage: 'tutor_confirmed',
    jobNumber: 'SK-10102',
    canChange: false,
    createdAt: '2026-10-02T09:00:00.000Z',
    timeline: [
      step('submitted', '2026-10-02T09:00:00.000Z'),
      step('under_review', '2026-10-02T10:00:00.000Z'),
      step('published', '2026-10-02T12:00:00.000Z'),
      step('shortlist_ready', '2026-10-05T10:00:00.000Z'),
      step('trial_class', '2026-10-06T10:00:00.000Z'),
      step('tutor_confirmed', '2026-10-10T10:00:00.000Z'),
    ],
  }),
  makeMyRequest({
    _id: 'req-closed',
    classLevel: 'Class 4',
    status: 'rejected',
    stage: 'closed',
    canChange: false,
    closedReason: 'Withdrawn by the guardian: Found a tutor nearby',
    createdAt: '2026-09-12T09:00:00.000Z',
    timeline: [step('submitted', '2026-09-12T09:00:00.000Z'), step('closed', '2026-09-13T09:00:00.000Z', 'Withdrawn by the guardian: Found a tutor nearby')],
  }),
];

function makeShortlisted(id: string, name: string, overrides: Partial<ShortlistedTutor> = {}): ShortlistedTutor {
  return {
    tutor: {
      _id: id,
      tutorId: 3001,
      name,
      image: null,
      gender: 'Female',
      district: 'Dhaka',
      area: 'Mirpur',
      isPremium: false,
      isVerified: true,
      isFeatured: false,
      isAvailable: true,
      institute: 'University of Dhaka',
      subject: 'Physics',
      createdAt: '2025-01-10T09:00:00.000Z',
      education: {},
      tuition: { preferredMedium: ['bangla-medium'], preferredClasses: ['Class 9'] },
    },
    cvUrl: `/api/tutors/${id}/cv`,
    appliedAt: '2026-11-25T09:00:00.000Z',
    shortlistedAt: '2026-11-26T10:00:00.000Z',
    picked: false,
    ...overrides,
  };
}

export const storyShortlist: MyShortlist = {
  requestId: 'req-shortlist',
  stage: 'shortlist_ready',
  jobNumber: 'SK-10234',
  trialAt: null,
  moreRequestedAt: null,
  tutors: [
    makeShortlisted('t-1', 'Sadia Rahman'),
    makeShortlisted('t-2', 'Tanvir Hasan', { tutor: { ...makeShortlisted('t-2', 'x').tutor, name: 'Tanvir Hasan', gender: 'Male', institute: 'BUET', subject: 'EEE', isVerified: false } }),
    makeShortlisted('t-3', 'Mehjabin Chowdhury', { tutor: { ...makeShortlisted('t-3', 'x').tutor, name: 'Mehjabin Chowdhury', area: 'Uttara', subject: 'Mathematics' } }),
  ],
};

export const pickedShortlist: MyShortlist = {
  ...storyShortlist,
  stage: 'trial_class',
  trialAt: '2026-11-29T12:00:00.000Z',
  tutors: storyShortlist.tutors.map((entry, index) => ({ ...entry, picked: index === 0 })),
};

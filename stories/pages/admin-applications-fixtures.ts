import type { memberApplicationsContract } from '@/shared/api';
import { APPLICATIONS_PAGE_SIZE, type ApplicantContact, type Application, type CallAnswer } from '@/shared/api';
import type { RouteQueryOf } from '@/shared/lib/paged-list';

// Story and test data for /admin/applications: three jobs, two waiting for a tutor and one assigned.

export const storyContacts: ApplicantContact[] = [
  { id: 'a0c2d7e4-1111-4a4a-9b9b-000000000001', name: 'Farhana Akter', email: 'farhana@example.com', phone: '01711111111' },
  { id: 'a0c2d7e4-1111-4a4a-9b9b-000000000002', name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01722222222' },
  { id: 'a0c2d7e4-1111-4a4a-9b9b-000000000003', name: 'Sadia Islam', email: 'sadia@example.com', phone: '01733333333' },
];
const [farhana, rahim, sadia] = storyContacts as [ApplicantContact, ApplicantContact, ApplicantContact];

export const contactOf = (tutorId: string): ApplicantContact => {
  const contact = storyContacts.find((candidate) => candidate.id === tutorId);
  if (!contact) throw new Error('Tutor not found');
  return contact;
};

export const PENDING_JOB = '6d1f0a52-3f0e-4c1e-9d7a-2f4b5c6d7e01';
export const SECOND_PENDING_JOB = '6d1f0a52-3f0e-4c1e-9d7a-2f4b5c6d7e02';
export const ASSIGNED_JOB = '6d1f0a52-3f0e-4c1e-9d7a-2f4b5c6d7e03';

export const storyApplications: Application[] = [
  {
    jobId: PENDING_JOB,
    jobNumber: 10231,
    salary: '5000-6000',
    isAssigned: false,
    studentId: 1001,
    applicants: [
      { tutorId: farhana.id, tutorDisplayId: 11, status: 'pending', appliedAt: '2026-03-02T05:00:00.000Z' },
      { tutorId: rahim.id, tutorDisplayId: 12, status: 'pending', appliedAt: '2026-03-03T09:30:00.000Z' },
    ],
  },
  {
    jobId: SECOND_PENDING_JOB,
    jobNumber: 10232,
    salary: 'Negotiable',
    isAssigned: false,
    studentId: 1002,
    applicants: [{ tutorId: sadia.id, tutorDisplayId: 13, status: 'pending', appliedAt: '2026-02-27T12:00:00.000Z' }],
  },
  {
    jobId: ASSIGNED_JOB,
    jobNumber: 10233,
    salary: '4000',
    isAssigned: true,
    studentId: 1003,
    applicants: [
      { tutorId: rahim.id, tutorDisplayId: 12, status: 'accepted', appliedAt: '2026-02-20T08:00:00.000Z' },
      { tutorId: sadia.id, tutorDisplayId: 13, status: 'rejected', appliedAt: '2026-02-21T08:00:00.000Z' },
    ],
  },
];

/** What the server answers after selecting `tutorId` on `job`: the chosen accepted, the others rejected. */
export function selected(job: Application, tutorId: string): Application {
  return {
    ...job,
    isAssigned: true,
    applicants: job.applicants.map((applicant) => ({
      ...applicant,
      status: applicant.tutorId === tutorId ? 'accepted' : 'rejected',
    })),
  };
}

/** What the server answers after a deassignment: every applicant pending again. */
export function deassigned(job: Application): Application {
  return { ...job, isAssigned: false, applicants: job.applicants.map((applicant) => ({ ...applicant, status: 'pending' })) };
}

/** What the list asks for (one page of a tab, and its size) and what the server answers: the contract's own types. */
export type AdminApplicationsQuery = RouteQueryOf<typeof memberApplicationsContract.list>;
export type AdminApplicationsAnswer = CallAnswer<typeof memberApplicationsContract.list>;

/** What the server answers for one page of a tab of these jobs (GET /api/tuitionApply?tab=…&page=…). */
export function pageOf(jobs: Application[], { tab, page }: AdminApplicationsQuery, perPage = APPLICATIONS_PAGE_SIZE): AdminApplicationsAnswer {
  const inTab = jobs.filter((job) => job.isAssigned === (tab === 'assigned'));
  // The server reads the page as a number (the contract coerces it).
  const at = Number(page ?? 1);
  return { data: inTab.slice((at - 1) * perPage, at * perPage), total: inTab.length };
}

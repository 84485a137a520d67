import type { AdminTutor, AdminTutorListResponse } from '@/shared/api';

const noDocuments: AdminTutor['documents'] = {
  nationalIdUploaded: false,
  institutionIdUploaded: false,
  documentsVerified: false,
  nationalIdPath: null,
  institutionIdPath: null,
  nationalIdUploadDate: null,
  institutionIdUploadDate: null,
};

/** A tutor as GET /api/admin/tutors answers it. */
export function adminTutor(overrides: Partial<AdminTutor> = {}): AdminTutor {
  return {
    _id: '0b1c2d3e-0000-4000-8000-000000000001',
    tutorId: 1001,
    name: 'Farhana Akter',
    email: 'farhana@example.com',
    phone: '01711111111',
    createdAt: '2026-03-01T10:00:00.000Z',
    isVerified: false,
    isPremium: false,
    profileCompletion: 75,
    education: {
      ssc: { institute: 'Viqarunnisa Noon School', group: 'Science', result: '5.00', year: '2015' },
      hsc: { institute: 'Holy Cross College', group: 'Science', result: '5.00', year: '2017' },
      graduation: { institute: 'University of Dhaka', degree: 'BSc', subject: 'Physics', result: '3.60', year: '2022' },
    },
    documents: {
      nationalIdUploaded: true,
      institutionIdUploaded: true,
      documentsVerified: false,
      nationalIdPath: '/api/documents/file/national-token.sig',
      institutionIdPath: '/api/documents/file/institution-token.sig',
      nationalIdUploadDate: '2026-03-02T09:00:00.000Z',
      institutionIdUploadDate: '2026-03-03T09:00:00.000Z',
    },
    ...overrides,
  };
}

export const storyTutors: AdminTutor[] = [
  adminTutor(),
  adminTutor({
    _id: '0b1c2d3e-0000-4000-8000-000000000002',
    tutorId: 1002,
    name: 'Rahim Uddin',
    email: 'rahim@example.com',
    phone: '01822222222',
    isVerified: true,
    isPremium: true,
    profileCompletion: 100,
    documents: { ...noDocuments, nationalIdUploaded: true, nationalIdPath: '/api/documents/file/r.sig', nationalIdUploadDate: '2026-02-01T09:00:00.000Z', documentsVerified: true },
  }),
  adminTutor({
    _id: '0b1c2d3e-0000-4000-8000-000000000003',
    tutorId: 1003,
    name: 'Sadia Islam',
    email: 'sadia@example.com',
    phone: '01933333333',
    profileCompletion: 20,
    education: {},
    documents: noDocuments,
  }),
];

export function tutorList(tutors: AdminTutor[] = storyTutors, total = tutors.length, page = 1): AdminTutorListResponse {
  const verified = tutors.filter((tutor) => tutor.isVerified).length;
  return {
    tutors,
    total,
    page,
    limit: 10,
    counts: { total: Math.max(total, tutors.length), verified, pending: Math.max(total, tutors.length) - verified, today: 1 },
  };
}

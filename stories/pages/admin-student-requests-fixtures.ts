import type { studentsContract } from '@/shared/api';
import { STUDENT_REQUESTS_PAGE_SIZE, type CallAnswer, type StudentTutorRequest } from '@/shared/api';
import type { RouteQueryOf } from '@/shared/lib/paged-list';

// Story and test data for /admin/student-tutor-requests: four requests (two pending, one approved, one rejected),
// and a pretend server that pages a tab as GET /api/students/get-tutor-requests?status=…&page=… does.

export const baseRequest: StudentTutorRequest = {
  _id: '5d1c7e2a-0000-4000-8000-000000000001',
  studentId: 1042,
  studentName: 'Ayaan Rahman',
  noOfStudents: 1,
  studentGender: 'male',
  institution: 'Uttara High School',
  district: 'Dhaka',
  area: 'Uttara',
  location: 'Uttara',
  locationDetails: 'Sector 7, Road 12, House 4',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'Physics', 'Chemistry'],
  tutoringType: 'home',
  days: 4,
  tutoringTime: 'After 4 PM',
  salary: '5000-6000',
  preferredTutor: '',
  notes: 'Weak in algebra.\nExam in December.',
  status: 'pending',
  jobId: null,
  createdAt: '2026-05-03T09:30:00.000Z',
};

export const storyRequests: StudentTutorRequest[] = [
  baseRequest,
  {
    ...baseRequest,
    _id: '5d1c7e2a-0000-4000-8000-000000000002',
    studentId: 1043,
    studentName: 'Nusrat Jahan',
    studentGender: 'female',
    district: 'Chattogram',
    area: 'Agrabad',
    location: 'Agrabad',
    medium: 'English Medium',
    classLevel: 'O Level',
    subjects: ['English'],
    tutoringType: 'online',
    preferredTutor: 'female',
    notes: '',
    status: 'approved',
    jobId: '7f3c2a10-4b5e-4c1d-9a8b-000000000042',
    createdAt: '2026-04-28T12:00:00.000Z',
  },
  {
    ...baseRequest,
    _id: '5d1c7e2a-0000-4000-8000-000000000003',
    studentId: 1044,
    studentName: 'Tanvir Hasan',
    district: 'Rajshahi',
    area: 'Shaheb Bazar',
    location: 'Shaheb Bazar',
    medium: 'Admission Test',
    classLevel: 'University Admission',
    subjects: ['Physics', 'Math'],
    notes: '',
    status: 'rejected',
    createdAt: '2026-04-20T08:00:00.000Z',
  },
  {
    ...baseRequest,
    _id: '5d1c7e2a-0000-4000-8000-000000000004',
    studentId: 1045,
    studentName: 'Sadia Islam',
    studentGender: 'female',
    noOfStudents: 2,
    area: 'Mirpur',
    location: 'Mirpur',
    classLevel: 'Class 5',
    subjects: ['Bangla', 'English', 'Math', 'Science'],
    tutoringType: 'group',
    preferredTutor: 'male',
    notes: '',
    createdAt: '2026-05-05T16:45:00.000Z',
  },
];

/** `count` pending requests, one a day back from 1 June 2026, named 'Guardian 1' (newest) to 'Guardian <count>'. */
export function manyRequests(count: number): StudentTutorRequest[] {
  return Array.from({ length: count }, (_, index) => ({
    ...baseRequest,
    _id: `5d1c7e2a-0000-4000-8000-${String(1000 + index).padStart(12, '0')}`,
    studentId: 2000 + index,
    studentName: `Guardian ${index + 1}`,
    createdAt: new Date(Date.UTC(2026, 5, 1) - index * 86_400_000).toISOString(),
  }));
}

const newestFirst = (a: StudentTutorRequest, b: StudentTutorRequest) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/** What the list asks for (one page of a tab, and its size) and what the server answers: the contract's own types. */
export type RequestsQuery = RouteQueryOf<typeof studentsContract.tutorRequests>;
export type RequestsAnswer = CallAnswer<typeof studentsContract.tutorRequests>;

/** What the server answers for one page of a tab of these requests: newest first, the tab's size, every tab's count. */
export function pageOf(requests: StudentTutorRequest[], { status, page }: RequestsQuery, perPage = STUDENT_REQUESTS_PAGE_SIZE): RequestsAnswer {
  const inTab = requests.filter((request) => status === 'all' || request.status === status).sort(newestFirst);
  const count = (wanted: StudentTutorRequest['status']) => requests.filter((request) => request.status === wanted).length;
  return {
    requests: inTab.slice((Number(page ?? 1) - 1) * perPage, Number(page ?? 1) * perPage),
    total: inTab.length,
    counts: { all: requests.length, pending: count('pending'), approved: count('approved'), rejected: count('rejected') },
  };
}

import type { SessionUser } from '@/entities/session';
import type { Application, ApplyStatus, StudentTutorRequest, User } from '@/shared/api';

/** Shared by the dashboard and posted-jobs stories and tests: members, requests, applications. */

export const studentSession: SessionUser = { id: 'u-student-1', name: 'Rahima Akter', userType: 'student', token: 'story-token' };
export const tutorSession: SessionUser = {
  id: 'u-tutor-1',
  name: 'Karim Uddin',
  userType: 'tutor',
  token: 'story-token',
  tutorId: 1007,
};
export const adminSession: SessionUser = { id: 'u-admin-1', name: 'Operations Admin', userType: 'admin', token: 'story-token' };

export const studentUser: User = {
  _id: studentSession.id,
  name: 'Rahima Akter',
  phone: '01711223344',
  email: 'rahima@example.com',
  userType: 'student',
  studentId: 5001,
  tutorId: null,
  createdAt: '2025-03-14T10:00:00.000Z',
  isVerified: false,
  isAvailable: false,
};

export const tutorUser: User = {
  _id: tutorSession.id,
  name: 'Karim Uddin',
  phone: '01819556677',
  email: 'karim.uddin@example.com',
  userType: 'tutor',
  studentId: null,
  tutorId: 1007,
  createdAt: '2024-11-02T08:30:00.000Z',
  isVerified: true,
  isAvailable: true,
  education: { graduation: { degree: 'BSc in Physics', institute: 'University of Dhaka' } },
};

export const adminUser: User = {
  _id: adminSession.id,
  name: 'Operations Admin',
  phone: '01700000001',
  email: 'admin@shikhon.test',
  userType: 'admin',
  studentId: null,
  tutorId: null,
  createdAt: '2025-01-01T06:00:00.000Z',
  isVerified: true,
  isAvailable: false,
};

export const applyCounts: ApplyStatus = { pending: 2, approved: 1, assigned: 1, confirmed: 1, cancelled: 0 };

export function makeRequest(overrides: Partial<StudentTutorRequest> = {}): StudentTutorRequest {
  return {
    _id: '665f1c2ab4e0d3a9c1a2b3c4',
    studentId: 5001,
    studentName: 'Ayaan Rahman',
    noOfStudents: 1,
    studentGender: 'male',
    institution: 'Dhanmondi Govt. Boys High School',
    district: 'Dhaka',
    area: 'Dhanmondi',
    location: 'Dhanmondi',
    locationDetails: 'Road 7, House 21, near the lake',
    medium: 'Bangla Medium',
    classLevel: 'Class 8',
    subjects: ['Math', 'Physics', 'English'],
    tutoringType: 'home',
    days: 4,
    tutoringTime: 'Evening',
    salary: '6000-7000',
    preferredTutor: 'female',
    notes: 'Needs help with algebra before the mid-term exam.',
    status: 'pending',
    jobId: null,
    createdAt: '2025-06-10T09:00:00.000Z',
    ...overrides,
  };
}

export const requests: StudentTutorRequest[] = [
  makeRequest(),
  makeRequest({
    _id: '665f1c2ab4e0d3a9c1a2f00d',
    studentName: 'Nusrat Jahan',
    studentGender: 'female',
    classLevel: 'HSC First Year',
    district: 'Chattogram',
    area: 'Agrabad',
    location: 'Agrabad',
    subjects: ['Chemistry', 'Biology'],
    status: 'approved',
    jobId: 'job-7781',
    jobNumber: 17781,
    createdAt: '2025-06-08T09:00:00.000Z',
  }),
  makeRequest({
    _id: '665f1c2ab4e0d3a9c1a2ab99',
    studentName: 'Tasnim Hossain',
    classLevel: 'O Level',
    medium: 'English Medium',
    district: 'Dhaka',
    area: 'Gulshan',
    location: 'Gulshan',
    tutoringType: 'online',
    preferredTutor: 'any',
    notes: '',
    status: 'rejected',
    createdAt: '2025-06-01T09:00:00.000Z',
  }),
];

export const applications: Application[] = [
  {
    jobId: 'job-7781',
    jobNumber: 17781,
    isAssigned: false,
    studentId: 5001,
    applicants: [
      { tutorId: 'u-tutor-1', tutorDisplayId: 1007, status: 'pending', appliedAt: '2025-06-09T10:00:00.000Z' },
      { tutorId: 'u-tutor-2', tutorDisplayId: 1012, status: 'pending', appliedAt: '2025-06-09T12:00:00.000Z' },
      { tutorId: 'u-tutor-3', tutorDisplayId: 1020, status: 'pending', appliedAt: '2025-06-10T08:00:00.000Z' },
    ],
  },
];

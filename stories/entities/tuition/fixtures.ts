import type { PublicTuition, Tuition, TuitionListResponse } from '@/shared/api';

const HOUR = 60 * 60 * 1000;

/** An ISO time `hours` before now, so "posted ... ago" badges read the same whenever they are opened. */
export const hoursAgo = (hours: number): string => new Date(Date.now() - hours * HOUR).toISOString();

/** A complete active job as staff, its owner and its selected tutor read it; pass only what a story or test is about. */
export function makeTuition(overrides: Partial<Tuition> = {}): Tuition {
  const id = overrides.jobId ?? overrides._id ?? '7f3a9c21-4b6e-4d2a-9f10-2c8e5a7b1d34';
  return {
    _id: id,
    jobId: id,
    jobNumber: 10234,
    title: null,
    studentId: 5001,
    studentName: 'Rahima Akter',
    district: 'Dhaka',
    area: 'Dhanmondi',
    location: 'Dhanmondi',
    locationDetails: 'Road 27, near the lake',
    institution: 'Viqarunnisa Noon School',
    category: 'bangla medium',
    classLevel: 'Class 8',
    studentGender: 'Female',
    preferredTutor: 'Female',
    tutoringType: 'Home Tutoring',
    tutoringTime: 'Evening',
    days: 4,
    noOfStudents: 1,
    subjects: ['MATH', 'ENGLISH', 'PHYSICS'],
    salary: '6000',
    notes: ['Must have a science background', 'Prefer someone from a public university'],
    status: 'active',
    postedAt: '2026-03-05T12:00:00.000Z',
    createdAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
    ...(overrides.jobId || overrides._id ? { _id: id, jobId: id } : {}),
  };
}

/** The same job as everyone else reads it: without the guardian's name, ids, institution and address. */
export function publicTuition(tuition: Tuition): PublicTuition {
  const { studentId: _studentId, studentName: _studentName, institution: _institution, locationDetails: _address, ...rest } = tuition;
  return rest;
}

/** A complete active job as the board and a guest read it. */
export const makePublicTuition = (overrides: Partial<Tuition> = {}): PublicTuition => publicTuition(makeTuition(overrides));

const PLACES = [
  { district: 'Dhaka', area: 'Uttara', category: 'english medium', classLevel: 'O Level', subjects: ['CHEMISTRY', 'BIOLOGY'] },
  { district: 'Chattogram', area: 'Panchlaish', category: 'english version', classLevel: 'Class 10', subjects: ['HIGHER MATHS', 'PHYSICS'] },
  { district: 'Rajshahi', area: 'Boalia', category: 'madrasa medium', classLevel: 'Dakhil', subjects: ['ENGLISH', 'MATH'] },
  { district: 'Sylhet', area: 'Zindabazar', category: 'bangla medium', classLevel: 'HSC First Year', subjects: ['ADDITIONAL MATHS', 'MATHS D'] },
  { district: 'Khulna', area: '', category: 'language learning', classLevel: 'English', subjects: [] },
] as const;

/** A page of varied jobs, as the board would get them. */
export function makeBoardPage(count: number, { page = 1, limit = 10, total = count } = {}): TuitionListResponse {
  const data = Array.from({ length: count }, (_, index) => {
    const place = PLACES[index % PLACES.length];
    const number = (page - 1) * limit + index + 1;
    return makePublicTuition({
      jobId: `${number.toString(16).padStart(8, '0')}-job-${number}`,
      district: place.district,
      area: place.area,
      location: place.area ? `${place.area}, ${place.district}` : place.district,
      category: place.category,
      classLevel: place.classLevel,
      subjects: [...place.subjects],
      preferredTutor: (['Any', 'Male', 'Female'] as const)[index % 3],
      days: (index % 5) + 2,
      salary: index % 4 === 3 ? null : `${4000 + index * 500}`,
      tutoringType: index % 3 === 2 ? 'Online Tutoring' : 'Home Tutoring',
      postedAt: hoursAgo(index === 0 ? 0.2 : index * 7),
    });
  });
  return { data, total, page, limit };
}

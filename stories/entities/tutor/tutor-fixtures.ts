// Demo tutors for stories and tests: shaped by the contract, no server needed.
import type { PublicTutor, PublicTutorDetail } from '@/shared/api';

const NAMES = [
  'Rahima Akter',
  'Karim Uddin',
  'Nusrat Jahan',
  'Tanvir Hasan',
  'Sadia Islam',
  'Mehedi Hasan',
  'Farhana Rahman',
  'Arif Hossain',
  'Jannatul Ferdous',
  'Shakil Ahmed',
  'Tasnim Chowdhury',
  'Rakibul Islam',
  'Sumaiya Khan',
  'Imran Kabir',
  'Afsana Mimi',
  'Nazmul Huda',
  'Lamia Sultana',
  'Habibur Rahman',
];
const INSTITUTES = [
  'University of Dhaka',
  'BUET',
  'Jahangirnagar University',
  'North South University',
  'Dhaka College',
  'University of Chittagong',
];
const SUBJECTS = ['Physics', 'Mathematics', 'English', 'Chemistry', 'Accounting', 'Bangla'];
const DISTRICTS = ['Dhaka', 'Chattogram', 'Rajshahi', 'Sylhet', 'Khulna', 'Gazipur'];

/** A list tutor; `index` picks deterministic demo values. */
export function makeTutor(index: number, overrides: Partial<PublicTutor> = {}): PublicTutor {
  return {
    _id: `6650f0c2a1b2c3d4e5f6${String(index).padStart(4, '0')}`,
    tutorId: 1000 + index,
    name: NAMES[index % NAMES.length],
    image: null,
    gender: index % 2 === 0 ? 'Female' : 'Male',
    district: DISTRICTS[index % DISTRICTS.length],
    area: index % DISTRICTS.length === 0 ? 'Dhanmondi' : null,
    isPremium: index % 3 === 0,
    isVerified: index % 2 === 0,
    isFeatured: index % 4 === 0,
    isAvailable: true,
    institute: INSTITUTES[index % INSTITUTES.length],
    subject: SUBJECTS[index % SUBJECTS.length],
    tuition: { preferredMedium: ['bangla-medium'], preferredClasses: ['Class 9', 'Class 10'] },
    ...overrides,
  };
}

export const demoTutors: PublicTutor[] = Array.from({ length: 15 }, (_, index) => makeTutor(index));

/** A tutor who filled in every part of the profile. */
export const fullTutorDetail: PublicTutorDetail = {
  ...makeTutor(0, { name: 'Rahima Akter', area: 'Dhanmondi', district: 'Dhaka', isPremium: true, isVerified: true }),
  createdAt: '2025-02-10T09:00:00.000Z',
  education: {
    ssc: { institute: 'Viqarunnisa Noon School', curriculum: 'Bangla Version', group: 'Science', year: '2016', result: '5.00' },
    hsc: { institute: 'Holy Cross College', curriculum: 'Bangla Version', group: 'Science', year: '2018', result: '5.00' },
    graduation: {
      institution_type: 'Public',
      institute: 'University of Dhaka',
      degree: 'BSc',
      subject: 'Physics',
      year: '2023',
      result: '3.78',
      status: 'completed',
    },
  },
  tuition: {
    district: 'Dhaka',
    preferredAreas: ['Dhanmondi', 'Mohammadpur', 'Lalmatia'],
    preferredMedium: ['bangla-medium', 'english-version'],
    preferredClasses: ['Class 9', 'Class 10', 'SSC', 'HSC First Year'],
    preferredSubjects: ['Physics', 'Higher Math', 'Chemistry'],
    daysPerWeek: '4',
    preferredTime: ['Afternoon', 'Evening'],
    preferredSalary: '8000',
    experience: '3+',
  },
};

/** A tutor who has filled in almost nothing: every default of the details page shows. */
export const sparseTutorDetail: PublicTutorDetail = {
  _id: '6650f0c2a1b2c3d4e5f69999',
  tutorId: null,
  name: 'Shakil Ahmed',
  image: null,
  gender: null,
  district: 'Rajshahi',
  area: null,
  isPremium: false,
  isVerified: false,
  isFeatured: false,
  isAvailable: true,
  institute: null,
  subject: null,
  createdAt: '2025-06-01T09:00:00.000Z',
  education: {},
  tuition: { preferredMedium: [], preferredClasses: [] },
};

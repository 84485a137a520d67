import type { DocumentStatusInfo } from '@machines/document-verification';
import { blankProfile, type TutorProfileDraft } from '@machines/tutor-profile-wizard';
import type { StudentProfile } from '@/shared/api';

/** Shared by the update-profile stories and tests: profiles and document states, no server needed. */

export const completeTutorProfile: TutorProfileDraft = {
  education: {
    ssc: { institute: 'Rajshahi Collegiate School', curriculum: 'Bangla Version', group: 'Science', year: '2016', result: 'GPA 5.00' },
    hsc: { institute: 'Rajshahi College', curriculum: 'Bangla Version', group: 'Science', year: '2018', result: 'GPA 5.00' },
    graduation: {
      institution_type: 'Public',
      institute: 'University of Dhaka',
      degree: 'BSc in Physics',
      subject: 'Physics',
      curriculum: '',
      year: '2023',
      result: 'CGPA 3.71',
      status: 'completed',
    },
    postGraduation: {
      institution_type: '',
      institute: '',
      degree: '',
      subject: '',
      curriculum: '',
      year: '',
      result: '',
      status: 'completed',
    },
    diploma: { institution_type: '', institute: '', field: '', duration: '', year: '', result: '', status: 'completed' },
  },
  tuition: {
    district: 'Dhaka',
    preferredAreas: ['Uttara', 'Mirpur'],
    preferredMedium: ['bangla-medium', 'english-version'],
    preferredClasses: ['Class 9', 'Class 10', 'SSC'],
    preferredSubjects: ['Math', 'Physics'],
    daysPerWeek: '4',
    preferredTime: ['Afternoon', 'Evening'],
    preferredSalary: '6000-8000',
    experience: '2',
  },
  personal: {
    fullName: 'Karim Uddin',
    email: 'karim.uddin@example.com',
    phone: '01819556677',
    additionalPhone: '',
    gender: 'Male',
    currentCity: 'Dhaka',
    currentArea: 'Uttara',
    permanentLocation: 'Boalia, Rajshahi',
    fatherName: 'Abdul Karim',
    fatherPhone: '01711000001',
    motherName: 'Rokeya Begum',
    motherPhone: '01711000002',
    guardianNumber: '01711000001',
    guardianRelation: 'Father',
    about: 'Physics graduate who enjoys making numbers friendly for SSC candidates.',
  },
};

/** A profile just initialized by the server: the defaults, nothing of the tutor's own yet. */
export function freshTutorProfile(): TutorProfileDraft {
  const profile = blankProfile();
  for (const section of ['graduation', 'postGraduation', 'diploma'] as const) profile.education[section].status = 'completed';
  profile.tuition = { ...profile.tuition, district: 'Rajshahi', daysPerWeek: '3', experience: '<1' };
  profile.personal = { ...profile.personal, fullName: 'Karim Uddin', currentCity: 'Dhaka', currentArea: 'Uttara' };
  return profile;
}

/** SSC done, HSC half filled: step 1's Next is blocked. */
export function halfFilledTutorProfile(): TutorProfileDraft {
  const profile = freshTutorProfile();
  profile.education.ssc = { ...completeTutorProfile.education.ssc };
  profile.education.hsc = { ...profile.education.hsc, institute: 'Rajshahi College', group: 'Science', year: '2018' };
  return profile;
}

export const noDocuments: DocumentStatusInfo = {
  nationalIdUploaded: false,
  institutionIdUploaded: false,
  documentsVerified: false,
  nationalIdPath: null,
  institutionIdPath: null,
};

// Small inline images stand in for the signed paths of stored documents.
const svg = (label: string, colour: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="12" fill="${colour}"/><text x="24" y="110" font-family="sans-serif" font-size="22" fill="#fff">${label}</text></svg>`,
  )}`;

export const pendingDocuments: DocumentStatusInfo = {
  nationalIdUploaded: true,
  institutionIdUploaded: true,
  documentsVerified: false,
  nationalIdPath: svg('National ID (sample)', '#1c7ed6'),
  institutionIdPath: svg('Institution ID (sample)', '#0ca678'),
};

export const verifiedDocuments: DocumentStatusInfo = { ...pendingDocuments, documentsVerified: true };

export const studentProfile: StudentProfile = {
  email: 'rahima@example.com',
  phone: '01711223344',
  name: 'Rahima Akter',
  fullName: 'Rahima Akter',
  gender: 'female',
  personal: { currentCity: 'Dhaka', currentArea: 'Dhanmondi' },
};

/** A file as the browser gives it, of any size without allocating it. */
export function imageFile(name: string, type = 'image/png', size = 200 * 1024): File {
  const file = new File(['image'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const SAMPLE_PNGS = {
  blue: 'iVBORw0KGgoAAAANSUhEUgAAAGAAAAA8CAIAAAAWtijjAAAAkklEQVR4nO3WwQ2AIAAEQQqxVsu0He2AeyjhYuayb0LmA+M4L00a229QHiBAgAABKg4QIECAABUHCBAgQICKAwToJdBt0wEKAxQGKAxQmFcsvWLbb1AeIECAAAEqDhAgQGuBdn/lvxygMEBhgMKWAK049E8BAgQIEKDiAAECBAhQcYAAAQIEqDhAgAABAlQcoNAD+OLoTZQGDoMAAAAASUVORK5CYII=',
  green:
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAAA8CAIAAAAWtijjAAAAkklEQVR4nO3WwQ2AIAAEQQqwYCuyTe2AeyjhYuayb0LmA+O4Tk0a229QHiBAgAABKg4QIECAABUHCBAgQICKAwToJdBt0wEKAxQGKAxQmFcsvWLbb1AeIECAAAEqDhAgQGuBdn/lvxygMEBhgMKWAK049E8BAgQIEKDiAAECBAhQcYAAAQIEqDhAgAABAlQcoNADef+Ooghv+CUAAAAASUVORK5CYII=',
} as const;

/** A real PNG (a card drawn in one colour), so previews of chosen files show something. */
export function samplePng(name: string, colour: keyof typeof SAMPLE_PNGS = 'blue'): File {
  const bytes = Uint8Array.from(atob(SAMPLE_PNGS[colour]), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

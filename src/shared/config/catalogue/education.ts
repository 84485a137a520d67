/** Options of the education step of the tutor profile (section 9). */

export const SSC_HSC_CURRICULA = [
  'Bangla Version',
  'English Version',
  'Ed-Excel',
  'Cambridge',
  'IB',
  'Madrasah',
  'Others',
] as const;
export type SscHscCurriculum = (typeof SSC_HSC_CURRICULA)[number];

export const EDUCATION_GROUPS = ['Science', 'Commerce', 'Arts', 'Others'] as const;
export type EducationGroup = (typeof EDUCATION_GROUPS)[number];

export const DIPLOMA_INSTITUTION_TYPES = [
  'Polytechnic Institute',
  'Technical School',
  'Vocational Training Center',
  'Others',
] as const;
export type DiplomaInstitutionType = (typeof DIPLOMA_INSTITUTION_TYPES)[number];

export const DIPLOMA_DURATIONS = ['6 months', '1 year', '2 years', '3 years', '4 years'] as const;
export type DiplomaDuration = (typeof DIPLOMA_DURATIONS)[number];

export const GRADUATION_INSTITUTION_TYPES = ['Public', 'Private', 'National University', 'Others'] as const;
export type GraduationInstitutionType = (typeof GRADUATION_INSTITUTION_TYPES)[number];

/** Bachelor degrees offered by Bangladeshi universities, colleges and madrasas. */
export const BACHELOR_DEGREES = [
  'BSc in CSE',
  'BSc in EEE',
  'BSc in Civil Engineering',
  'BSc in Mechanical Engineering',
  'BSc in Textile Engineering',
  'BSc in Physics',
  'BSc in Chemistry',
  'BSc in Mathematics',
  'BSc in Statistics',
  'BSc in Microbiology',
  'BSc in Biochemistry',
  'BSc in Agriculture',
  'BSc in Nursing',
  'B.Pharm',
  'B.Arch',
  'MBBS',
  'BDS',
  'BBA',
  'BSS in Economics',
  'BSS in Political Science',
  'BSS in Sociology',
  'BA in English',
  'BA in Bangla',
  'BA in History',
  'BA in Islamic Studies',
  'LLB',
  'Fazil',
  'Degree (Pass)',
  'Others',
] as const;
export type BachelorDegree = (typeof BACHELOR_DEGREES)[number];

/** Master degrees offered by Bangladeshi universities and madrasas. */
export const MASTER_DEGREES = [
  'MSc in CSE',
  'MSc in Physics',
  'MSc in Chemistry',
  'MSc in Mathematics',
  'MSc in Statistics',
  'MBA',
  'MSS in Economics',
  'MSS in Political Science',
  'MSS in Sociology',
  'MA in English',
  'MA in Bangla',
  'MA in Islamic Studies',
  'LLM',
  'M.Pharm',
  'MPH',
  'Kamil',
  'Others',
] as const;
export type MasterDegree = (typeof MASTER_DEGREES)[number];

/** Whether a graduation, post-graduation or diploma is finished. */
export const EDUCATION_STATUSES = ['completed', 'ongoing'] as const;
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];
export const DEFAULT_EDUCATION_STATUS: EducationStatus = 'completed';

/** Row labels of the tutor-details education table. */
export const EDUCATION_ROW_LABELS = {
  ssc: 'SSC / O-level / Dakhil',
  hsc: 'HSC / A level / Alim',
  graduation: 'Graduation / Bachelor / Diploma',
} as const;

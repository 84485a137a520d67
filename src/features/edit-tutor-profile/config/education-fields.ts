import type { EducationSection } from '@machines/tutor-profile-wizard';
import {
  BACHELOR_DEGREES,
  DIPLOMA_DURATIONS,
  DIPLOMA_INSTITUTION_TYPES,
  EDUCATION_GROUPS,
  EDUCATION_ROW_LABELS,
  GRADUATION_INSTITUTION_TYPES,
  MASTER_DEGREES,
  SSC_HSC_CURRICULA,
} from '@/shared/config';

export interface EducationFieldSpec {
  field: string;
  label: string;
  kind: 'text' | 'select' | 'status';
  options?: readonly string[];
  placeholder?: string;
  /** Not part of the all-or-nothing rule of an optional section. */
  optional?: boolean;
}

export interface EducationSectionSpec {
  title: string;
  fields: readonly EducationFieldSpec[];
}

const schoolFields: readonly EducationFieldSpec[] = [
  { field: 'institute', label: 'Institute', kind: 'text', placeholder: 'School or college name' },
  { field: 'curriculum', label: 'Curriculum', kind: 'select', options: SSC_HSC_CURRICULA },
  { field: 'group', label: 'Group', kind: 'select', options: EDUCATION_GROUPS },
  { field: 'year', label: 'Passing Year', kind: 'text', placeholder: 'e.g., 2018' },
  { field: 'result', label: 'Result', kind: 'text', placeholder: 'e.g., GPA 5.00' },
];

const degreeFields = (degrees: readonly string[]): readonly EducationFieldSpec[] => [
  { field: 'institution_type', label: 'Institution Type', kind: 'select', options: GRADUATION_INSTITUTION_TYPES },
  { field: 'institute', label: 'Institute', kind: 'text', placeholder: 'University or college name' },
  { field: 'degree', label: 'Degree', kind: 'select', options: degrees },
  { field: 'subject', label: 'Subject', kind: 'text', placeholder: 'e.g., Physics' },
  { field: 'curriculum', label: 'Curriculum (optional)', kind: 'text', placeholder: 'e.g., English version', optional: true },
  { field: 'year', label: 'Passing Year', kind: 'text', placeholder: 'e.g., 2022 (expected, if ongoing)' },
  { field: 'result', label: 'Result', kind: 'text', placeholder: 'e.g., CGPA 3.60' },
  { field: 'status', label: 'Status', kind: 'status' },
];

/** The blocks of the Education step, with the catalogue's options (spec 9, "Education options"). */
export const EDUCATION_SECTION_SPECS: Readonly<Record<EducationSection, EducationSectionSpec>> = {
  ssc: { title: EDUCATION_ROW_LABELS.ssc, fields: schoolFields },
  hsc: { title: EDUCATION_ROW_LABELS.hsc, fields: schoolFields },
  graduation: { title: 'Graduation', fields: degreeFields(BACHELOR_DEGREES) },
  postGraduation: { title: 'Post-graduation', fields: degreeFields(MASTER_DEGREES) },
  diploma: {
    title: 'Diploma',
    fields: [
      { field: 'institution_type', label: 'Institution Type', kind: 'select', options: DIPLOMA_INSTITUTION_TYPES },
      { field: 'institute', label: 'Institute', kind: 'text', placeholder: 'Institute name' },
      { field: 'field', label: 'Field', kind: 'text', placeholder: 'e.g., Computer Technology' },
      { field: 'duration', label: 'Duration', kind: 'select', options: DIPLOMA_DURATIONS },
      { field: 'year', label: 'Passing Year', kind: 'text', placeholder: 'e.g., 2020' },
      { field: 'result', label: 'Result', kind: 'text', placeholder: 'e.g., CGPA 3.50' },
      { field: 'status', label: 'Status', kind: 'status' },
    ],
  },
};

export const EDUCATION_STATUS_LABELS = { completed: 'Completed', ongoing: 'Ongoing' } as const;

export const EXPERIENCE_LABELS: Readonly<Record<string, string>> = {
  '<1': 'Less than 1 year',
  '1': '1 year',
  '2': '2 years',
  '3+': '3+ years',
};

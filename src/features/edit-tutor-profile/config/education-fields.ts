import type { EducationSection } from '@machines/tutor-profile-wizard';
import {
  BACHELOR_DEGREES,
  DIPLOMA_DURATIONS,
  DIPLOMA_INSTITUTION_TYPES,
  EDUCATION_GROUPS,
  GRADUATION_INSTITUTION_TYPES,
  MASTER_DEGREES,
  SSC_HSC_CURRICULA,
} from '@/shared/config';

// The words of these blocks live in the `profile` catalogue: `labelKey` under `education.fields`, `placeholderKey`
// under `education.placeholders`, each section's title under `education.sections`, options under `education.options`.
export interface EducationFieldSpec {
  field: string;
  /** Key of the field's label under `education.fields`. */
  labelKey: string;
  kind: 'text' | 'select' | 'status';
  options?: readonly string[];
  /** Key of the placeholder under `education.placeholders`. */
  placeholderKey?: string;
  /** Not part of the all-or-nothing rule of an optional section. */
  optional?: boolean;
}

export interface EducationSectionSpec {
  fields: readonly EducationFieldSpec[];
}

const schoolFields: readonly EducationFieldSpec[] = [
  { field: 'institute', labelKey: 'institute', kind: 'text', placeholderKey: 'schoolInstitute' },
  { field: 'curriculum', labelKey: 'curriculum', kind: 'select', options: SSC_HSC_CURRICULA },
  { field: 'group', labelKey: 'group', kind: 'select', options: EDUCATION_GROUPS },
  { field: 'year', labelKey: 'year', kind: 'text', placeholderKey: 'schoolYear' },
  { field: 'result', labelKey: 'result', kind: 'text', placeholderKey: 'schoolResult' },
];

const degreeFields = (degrees: readonly string[]): readonly EducationFieldSpec[] => [
  { field: 'institution_type', labelKey: 'institution_type', kind: 'select', options: GRADUATION_INSTITUTION_TYPES },
  { field: 'institute', labelKey: 'institute', kind: 'text', placeholderKey: 'degreeInstitute' },
  { field: 'degree', labelKey: 'degree', kind: 'select', options: degrees },
  { field: 'subject', labelKey: 'subject', kind: 'text', placeholderKey: 'degreeSubject' },
  { field: 'curriculum', labelKey: 'curriculumOptional', kind: 'text', placeholderKey: 'degreeCurriculum', optional: true },
  { field: 'year', labelKey: 'year', kind: 'text', placeholderKey: 'degreeYear' },
  { field: 'result', labelKey: 'result', kind: 'text', placeholderKey: 'degreeResult' },
  { field: 'status', labelKey: 'status', kind: 'status' },
];

/** The blocks of the Education step, with the catalogue's options (spec 9, "Education options"). */
export const EDUCATION_SECTION_SPECS: Readonly<Record<EducationSection, EducationSectionSpec>> = {
  ssc: { fields: schoolFields },
  hsc: { fields: schoolFields },
  graduation: { fields: degreeFields(BACHELOR_DEGREES) },
  postGraduation: { fields: degreeFields(MASTER_DEGREES) },
  diploma: {
    fields: [
      { field: 'institution_type', labelKey: 'institution_type', kind: 'select', options: DIPLOMA_INSTITUTION_TYPES },
      { field: 'institute', labelKey: 'institute', kind: 'text', placeholderKey: 'diplomaInstitute' },
      { field: 'field', labelKey: 'field', kind: 'text', placeholderKey: 'diplomaField' },
      { field: 'duration', labelKey: 'duration', kind: 'select', options: DIPLOMA_DURATIONS },
      { field: 'year', labelKey: 'year', kind: 'text', placeholderKey: 'diplomaYear' },
      { field: 'result', labelKey: 'result', kind: 'text', placeholderKey: 'diplomaResult' },
      { field: 'status', labelKey: 'status', kind: 'status' },
    ],
  },
};

/** Keys of the experience options under `tuition.experienceOptions`. */
export const EXPERIENCE_LABEL_KEYS: Readonly<Record<string, string>> = {
  '<1': 'lessThanOne',
  '1': 'one',
  '2': 'two',
  '3+': 'threePlus',
};

/** Fields typed as digits (years, GPA): Bangla digits are read as ASCII ones. */
export const DIGIT_FIELDS: ReadonlySet<string> = new Set(['year', 'result']);

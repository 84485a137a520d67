import type { StudentTutorRequest } from '@/shared/api';
import { categoryOf, MISSING_VALUE, TUTORING_TYPE_LABELS, type TutoringType } from '@/shared/config';
import { toTitleCase } from '@/shared/lib/format';

export interface RequestDetailRow {
  label: string;
  value: string;
}
export interface RequestDetailSection {
  title: string;
  rows: RequestDetailRow[];
}

const orMissing = (value: string | number | null | undefined) => String(value ?? '').trim() || MISSING_VALUE;

/** Preferred Tutor: 'No preference' when empty (or "any"), else Male/Female. */
export function preferredTutorText(value: string | null | undefined): string {
  const key = (value ?? '').trim().toLowerCase();
  return key === '' || key === 'any' ? 'No preference' : toTitleCase(key);
}

/** home → "Home Tutoring"; any other value as it is, in title case. */
export function tutoringTypeText(value: string | null | undefined): string {
  const key = (value ?? '').trim().toLowerCase();
  return TUTORING_TYPE_LABELS[key as TutoringType] ?? orMissing(toTitleCase(value ?? ''));
}

/** The Request Details modal's four sections, in the spec's order (Additional Notes is separate). */
export function requestDetailSections(request: StudentTutorRequest): RequestDetailSection[] {
  return [
    {
      title: 'Student Information',
      rows: [
        { label: 'Name', value: orMissing(request.studentName) },
        { label: 'Id', value: orMissing(request.studentId) },
        { label: 'Number of Students', value: orMissing(request.noOfStudents) },
        { label: 'Gender', value: orMissing(toTitleCase(request.studentGender)) },
        { label: 'Institution', value: orMissing(request.institution) },
      ],
    },
    {
      title: 'Location Details',
      rows: [
        { label: 'District', value: orMissing(request.district) },
        { label: 'Area', value: orMissing(request.area || request.location) },
        { label: 'Details', value: orMissing(request.locationDetails) },
      ],
    },
    {
      title: 'Tuition Details',
      rows: [
        { label: 'Category', value: orMissing(categoryOf(request.medium)?.label ?? request.medium) },
        { label: 'Class', value: orMissing(request.classLevel) },
        { label: 'Subjects', value: orMissing(request.subjects.join(', ')) },
        { label: 'Type', value: tutoringTypeText(request.tutoringType) },
      ],
    },
    {
      title: 'Schedule & Preferences',
      rows: [
        { label: 'Days per Week', value: orMissing(request.days) },
        { label: 'Time', value: orMissing(request.tutoringTime) },
        { label: 'Salary', value: orMissing(request.salary) },
        { label: 'Preferred Tutor', value: preferredTutorText(request.preferredTutor) },
      ],
    },
  ];
}


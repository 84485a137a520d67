import type { StudentTutorRequest } from '@/shared/api';
import { categoryOf, MISSING_VALUE, TUTORING_TYPE_LABELS, type TutoringType } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { localDigits, toTitleCase } from '@/shared/lib/format';

export interface RequestDetailRow {
  label: string;
  value: string;
}
export interface RequestDetailSection {
  title: string;
  rows: RequestDetailRow[];
}

/** A text of the admin catalogue in the language on screen (its English when the catalogue lacks it). */
const text = (key: string, english: string) => i18n.t(key, { ns: 'admin', defaultValue: english });
/** A catalogue value's label in the language on screen (the value itself in English or when unknown). */
const label = (group: string, value: string) => (value ? i18n.t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value }) : value);

const missing = () => text('studentRequests.card.notAvailable', MISSING_VALUE);
const orMissing = (value: string | number | null | undefined) => String(value ?? '').trim() || missing();

/** Preferred Tutor: 'No preference' when empty (or "any"), else Male/Female. */
export function preferredTutorText(value: string | null | undefined): string {
  const key = (value ?? '').trim().toLowerCase();
  return key === '' || key === 'any' ? text('review.noPreference', 'No preference') : label('preferredTutor', toTitleCase(key));
}

/** home → "Home Tutoring"; any other value as it is, in title case. */
export function tutoringTypeText(value: string | null | undefined): string {
  const key = (value ?? '').trim().toLowerCase();
  const english = TUTORING_TYPE_LABELS[key as TutoringType];
  if (english) return label('tutoringType', english);
  const shown = toTitleCase(value ?? '');
  return shown ? label('tutoringType', shown) : missing();
}

/** The Request Details modal's four sections, in the spec's order (Additional Notes is separate). */
export function requestDetailSections(request: StudentTutorRequest): RequestDetailSection[] {
  const row = (field: string, english: string, value: string) => ({ label: text(`review.fields.${field}`, english), value });
  const section = (key: string, english: string, rows: RequestDetailRow[]) => ({ title: text(`review.sections.${key}`, english), rows });
  return [
    section('student', 'Student Information', [
      row('name', 'Name', orMissing(request.studentName)),
      row('id', 'Id', orMissing(request.studentId)),
      row('noOfStudents', 'Number of Students', localDigits(orMissing(request.noOfStudents))),
      row('gender', 'Gender', orMissing(label('gender', toTitleCase(request.studentGender)))),
      row('institution', 'Institution', orMissing(request.institution)),
    ]),
    section('location', 'Location Details', [
      row('district', 'District', orMissing(label('district', request.district))),
      row('area', 'Area', orMissing(request.area || request.location)),
      row('details', 'Details', orMissing(request.locationDetails)),
    ]),
    section('tuition', 'Tuition Details', [
      row('category', 'Category', orMissing(label('category', categoryOf(request.medium)?.label ?? request.medium))),
      row('class', 'Class', orMissing(label('class', request.classLevel))),
      row('subjects', 'Subjects', orMissing(request.subjects.map((subject) => label('subject', subject)).join(', '))),
      row('type', 'Type', tutoringTypeText(request.tutoringType)),
    ]),
    section('schedule', 'Schedule & Preferences', [
      row('days', 'Days per Week', localDigits(orMissing(request.days))),
      row('time', 'Time', orMissing(label('tutoringTime', request.tutoringTime))),
      row('salary', 'Salary', localDigits(orMissing(request.salary))),
      row('preferredTutor', 'Preferred Tutor', preferredTutorText(request.preferredTutor)),
    ]),
  ];
}

import type { StudentTutorRequest } from '@/shared/api';
import {
  categoryOf,
  MISSING_VALUE,
  PREFERRED_TUTOR_LABELS,
  TUTORING_TYPE_LABELS,
  type PreferredTutor,
  type TutoringType,
} from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { formatSalary, localDigits, requestNumber, toTitleCase } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';

export interface RequestDetailField {
  label: string;
  value: string;
}

const orMissing = (value: string | number | null | undefined) => {
  const text = String(value ?? '').trim();
  return text === '' ? MISSING_VALUE : text;
};

/** A label of the details modal in the language on screen. */
const label = (key: string) => i18n.t(`requestDetails.fields.${key}`, { ns: 'member' });
/** A catalogue value's words in the language on screen (the value itself when the catalogue has none). */
const catalogue = (group: string, value: string) =>
  value ? i18n.t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value, nsSeparator: false }) : value;

/**
 * The request's "Job ID": its job's number once published (SK-10234, as the board names the job), before that the
 * spec's "#" and the last 6 characters of the request's id.
 */
export function requestJobLabel(request: Pick<StudentTutorRequest, '_id' | 'jobNumber'>): string {
  return formatJobNumber(request.jobNumber) || requestNumber(request._id);
}

/** The request's area: the wizard's chosen area (`area`, else `location`). */
export function requestArea(request: Pick<StudentTutorRequest, 'area' | 'location'>): string {
  return request.area?.trim() || request.location?.trim() || '';
}

/** "Area, District" as the table's Location column shows it. */
export function requestLocation(request: Pick<StudentTutorRequest, 'area' | 'location' | 'district'>): string {
  return [requestArea(request), request.district?.trim()].filter(Boolean).join(', ') || MISSING_VALUE;
}

/** The rows of the read-only details modal, in the spec's order (its "Status: x" line is separate). */
export function requestDetailFields(request: StudentTutorRequest): RequestDetailField[] {
  const type = request.tutoringType.trim().toLowerCase();
  const preferred = request.preferredTutor.trim().toLowerCase();
  const days = String(request.days ?? '').trim();
  return [
    { label: label('name'), value: orMissing(request.studentName) },
    { label: label('noOfStudents'), value: orMissing(localDigits(String(request.noOfStudents ?? '').trim())) },
    { label: label('gender'), value: orMissing(catalogue('studentGender', toTitleCase(request.studentGender))) },
    { label: label('institution'), value: orMissing(request.institution) },
    { label: label('district'), value: orMissing(catalogue('district', request.district?.trim() ?? '')) },
    { label: label('area'), value: orMissing(requestArea(request)) },
    { label: label('details'), value: orMissing(request.locationDetails) },
    { label: label('medium'), value: orMissing(catalogue('category', categoryOf(request.medium)?.label ?? request.medium)) },
    { label: label('class'), value: orMissing(catalogue('class', request.classLevel)) },
    { label: label('subjects'), value: orMissing(request.subjects.map((subject) => catalogue('subject', subject)).join(', ')) },
    {
      label: label('type'),
      value: orMissing(catalogue('tutoringType', TUTORING_TYPE_LABELS[type as TutoringType] ?? toTitleCase(request.tutoringType))),
    },
    { label: label('days'), value: orMissing(localDigits(days)) },
    { label: label('time'), value: orMissing(request.tutoringTime) },
    { label: label('salary'), value: formatSalary(request.salary) },
    {
      label: label('preferredTutor'),
      value: orMissing(catalogue('preferredTutor', PREFERRED_TUTOR_LABELS[preferred as PreferredTutor] ?? toTitleCase(request.preferredTutor))),
    },
    { label: label('notes'), value: request.notes.trim() || i18n.t('requestDetails.none', { ns: 'member' }) },
  ];
}

/** Only this student's requests (spec: filtered on studentId), newest first. */
export function requestsOfStudent(
  requests: readonly StudentTutorRequest[],
  studentId: number | null | undefined,
): StudentTutorRequest[] {
  const own = studentId == null ? [...requests] : requests.filter((request) => request.studentId === studentId);
  return own.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

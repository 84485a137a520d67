import type { StudentTutorRequest } from '@/shared/api';
import {
  categoryOf,
  MISSING_VALUE,
  PREFERRED_TUTOR_LABELS,
  TUTORING_TYPE_LABELS,
  type PreferredTutor,
  type TutoringType,
} from '@/shared/config';
import { formatSalary, requestNumber, toTitleCase } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';

export interface RequestDetailField {
  label: string;
  value: string;
}

const orMissing = (value: string | number | null | undefined) => {
  const text = String(value ?? '').trim();
  return text === '' ? MISSING_VALUE : text;
};

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
  return [
    { label: 'Name', value: orMissing(request.studentName) },
    { label: 'Number of Students', value: orMissing(request.noOfStudents) },
    { label: 'Gender', value: orMissing(toTitleCase(request.studentGender)) },
    { label: 'Institution', value: orMissing(request.institution) },
    { label: 'District', value: orMissing(request.district) },
    { label: 'Area', value: orMissing(requestArea(request)) },
    { label: 'Details', value: orMissing(request.locationDetails) },
    { label: 'Medium', value: orMissing(categoryOf(request.medium)?.label ?? request.medium) },
    { label: 'Class', value: orMissing(request.classLevel) },
    { label: 'Subjects', value: orMissing(request.subjects.join(', ')) },
    {
      label: 'Type',
      value: orMissing(TUTORING_TYPE_LABELS[type as TutoringType] ?? toTitleCase(request.tutoringType)),
    },
    { label: 'Days per Week', value: orMissing(request.days) },
    { label: 'Time', value: orMissing(request.tutoringTime) },
    { label: 'Salary', value: formatSalary(request.salary) },
    {
      label: 'Preferred Tutor',
      value: orMissing(PREFERRED_TUTOR_LABELS[preferred as PreferredTutor] ?? toTitleCase(request.preferredTutor)),
    },
    { label: 'Additional Notes', value: request.notes.trim() || 'None' },
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

import { tuitionLocation, type Tuition } from '@/entities/tuition';
import { MISSING_VALUE, preferredTutorLabel } from '@/shared/config';
import { formatDaysPerWeek, toTitleCase } from '@/shared/lib/format';

export interface DetailField {
  label: string;
  value: string;
}

const orMissing = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? MISSING_VALUE : text;
};

/** The job's facts in the order the details page lists them; a missing value reads "N/A". */
export function detailFields(tuition: Tuition): DetailField[] {
  return [
    { label: 'Category', value: orMissing(toTitleCase(tuition.category)) },
    { label: 'Class', value: orMissing(tuition.classLevel) },
    { label: 'Student Gender', value: orMissing(tuition.studentGender && toTitleCase(tuition.studentGender)) },
    { label: 'Preferred Tutor', value: preferredTutorLabel(tuition.preferredTutor) },
    { label: 'Tutoring Days', value: tuition.days ? formatDaysPerWeek(tuition.days) : MISSING_VALUE },
    { label: 'Tutoring Time', value: orMissing(tuition.tutoringTime) },
    { label: 'Tutoring Type', value: orMissing(tuition.tutoringType) },
    { label: 'No of Students', value: orMissing(tuition.noOfStudents) },
  ];
}

/** "{area}, {district}", or "N/A" when the job names neither. */
export function detailLocation(tuition: Tuition): string {
  return orMissing(tuitionLocation(tuition));
}

/** The job's other requirements, one per line, without blanks. */
export function requirementsOf(tuition: Tuition): string[] {
  return tuition.notes.map((note) => note.trim()).filter(Boolean);
}

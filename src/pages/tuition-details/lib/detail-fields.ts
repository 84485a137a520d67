import { tuitionLocation, type PublicTuition, type Tuition } from '@/entities/tuition';
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
export function detailFields(tuition: PublicTuition): DetailField[] {
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
export function detailLocation(tuition: PublicTuition): string {
  return orMissing(tuitionLocation(tuition));
}

/** The job's other requirements, one per line, without blanks. */
export function requirementsOf(tuition: PublicTuition): string[] {
  return tuition.notes.map((note) => note.trim()).filter(Boolean);
}

/**
 * The guardian's details of a full job (staff, the owner, the selected tutor): who the student is and where
 * the tutoring happens. A public job has none, and the page shows no such section.
 */
export function guardianFields(tuition: Tuition): DetailField[] {
  return [
    { label: 'Student Name', value: orMissing(tuition.studentName) },
    { label: 'Student ID', value: orMissing(tuition.studentId) },
    { label: 'Institution', value: orMissing(tuition.institution) },
    { label: 'Address', value: orMissing(tuition.locationDetails) },
  ];
}

import { tuitionLocation, type PublicTuition, type Tuition } from '@/entities/tuition';
import { MISSING_VALUE, preferredTutorLabel } from '@/shared/config';
import { formatDaysPerWeek, toTitleCase } from '@/shared/lib/format';

export interface DetailField {
  /** The English label (the spec's); the screen shows `details.fields.<key>` of the `board` catalogue. */
  label: string;
  key: string;
  value: string;
  /** The catalogue group whose label the value shows in the language on screen. */
  group?: 'category' | 'class' | 'studentGender' | 'preferredTutor' | 'tutoringTime' | 'tutoringType';
}

const orMissing = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? MISSING_VALUE : text;
};

/** The job's facts in the order the details page lists them; a missing value reads "N/A". */
export function detailFields(tuition: PublicTuition): DetailField[] {
  return [
    { label: 'Category', key: 'category', value: orMissing(toTitleCase(tuition.category)), group: 'category' },
    { label: 'Class', key: 'class', value: orMissing(tuition.classLevel), group: 'class' },
    {
      label: 'Student Gender',
      key: 'studentGender',
      value: orMissing(tuition.studentGender && toTitleCase(tuition.studentGender)),
      group: 'studentGender',
    },
    { label: 'Preferred Tutor', key: 'preferredTutor', value: preferredTutorLabel(tuition.preferredTutor), group: 'preferredTutor' },
    { label: 'Tutoring Days', key: 'tutoringDays', value: tuition.days ? formatDaysPerWeek(tuition.days) : MISSING_VALUE },
    { label: 'Tutoring Time', key: 'tutoringTime', value: orMissing(tuition.tutoringTime), group: 'tutoringTime' },
    { label: 'Tutoring Type', key: 'tutoringType', value: orMissing(tuition.tutoringType), group: 'tutoringType' },
    { label: 'No of Students', key: 'noOfStudents', value: orMissing(tuition.noOfStudents) },
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
    { label: 'Student Name', key: 'studentName', value: orMissing(tuition.studentName) },
    { label: 'Student ID', key: 'studentId', value: orMissing(tuition.studentId) },
    { label: 'Institution', key: 'institution', value: orMissing(tuition.institution) },
    { label: 'Address', key: 'address', value: orMissing(tuition.locationDetails) },
  ];
}

import { CREATE_TUITION_MESSAGES, type CreateTuitionBody } from '@/shared/api';
import { DEFAULT_NO_OF_STUDENTS, DEFAULT_TUITION_TUTORING_TIME, DEFAULT_TUITION_TUTORING_TYPE } from '@/shared/config';

export interface CreateTuitionValues {
  studentId: string;
  district: string | null;
  area: string;
  location: string;
  medium: string | null;
  classLevel: string | null;
  preferredTutor: string | null;
  tutoringType: string | null;
  days: string | null;
  subjects: string[];
  salary: string;
  /** Null shows the initial 'Any': the admin must choose Male, Female or Other. */
  studentGender: string | null;
  tutoringTime: string | null;
  noOfStudents: number | string;
  /** One requirement per line. */
  notes: string;
}

export const INITIAL_VALUES: CreateTuitionValues = {
  studentId: '',
  district: null,
  area: '',
  location: '',
  medium: null,
  classLevel: null,
  preferredTutor: null,
  tutoringType: DEFAULT_TUITION_TUTORING_TYPE,
  days: null,
  subjects: [],
  salary: '',
  studentGender: null,
  tutoringTime: DEFAULT_TUITION_TUTORING_TIME,
  noOfStudents: DEFAULT_NO_OF_STUDENTS,
  notes: '',
};

const M = CREATE_TUITION_MESSAGES;
const blank = (value: string | null) => !value || !value.trim();

/** The spec's required fields and their messages (section 5); studentId, area, noOfStudents and notes are free. */
export function validateCreateTuition(values: CreateTuitionValues): Partial<Record<keyof CreateTuitionValues, string>> {
  const errors: Partial<Record<keyof CreateTuitionValues, string>> = {};
  if (blank(values.district)) errors.district = M.district;
  if (blank(values.location)) errors.location = M.location;
  if (blank(values.medium)) errors.medium = M.medium;
  if (blank(values.classLevel)) errors.classLevel = M.classLevel;
  if (blank(values.preferredTutor)) errors.preferredTutor = M.preferredTutor;
  if (blank(values.tutoringType)) errors.tutoringType = M.tutoringType;
  if (blank(values.days)) errors.days = M.days;
  if (values.subjects.length === 0) errors.subjects = M.subjects;
  if (blank(values.salary)) errors.salary = M.salary;
  if (blank(values.studentGender)) errors.studentGender = M.studentGender;
  if (blank(values.tutoringTime)) errors.tutoringTime = M.tutoringTime;
  return errors;
}

/** Adds a subject once; a repeat (any case) leaves the list as it is. */
export function addSubject(subjects: readonly string[], subject: string): string[] {
  const wanted = subject.trim();
  if (!wanted || subjects.some((s) => s.toLowerCase() === wanted.toLowerCase())) return [...subjects];
  return [...subjects, wanted];
}

/** The wire body: medium is sent as category, status is always 'active'. */
export function toCreateBody(values: CreateTuitionValues): CreateTuitionBody {
  return {
    studentId: values.studentId.trim() || null,
    district: values.district ?? '',
    area: values.area.trim(),
    location: values.location.trim(),
    category: values.medium ?? '',
    classLevel: values.classLevel ?? '',
    preferredTutor: values.preferredTutor ?? '',
    tutoringType: values.tutoringType ?? '',
    days: Number(values.days),
    subjects: values.subjects,
    salary: values.salary.trim(),
    studentGender: values.studentGender ?? '',
    tutoringTime: values.tutoringTime as CreateTuitionBody['tutoringTime'],
    noOfStudents: Number(values.noOfStudents) || DEFAULT_NO_OF_STUDENTS,
    notes: values.notes.split('\n').map((line) => line.trim()).filter(Boolean),
    status: 'active',
  };
}

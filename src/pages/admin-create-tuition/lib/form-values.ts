import { zod4Resolver } from 'mantine-form-zod-resolver';
import { createTuitionBodySchema, type CreateTuitionBody } from '@/shared/api';
import { DEFAULT_NO_OF_STUDENTS, DEFAULT_TUITION_TUTORING_TIME, DEFAULT_TUITION_TUTORING_TYPE } from '@/shared/config';

// A type, not an interface: the resolver takes a record of values.
export type CreateTuitionValues = {
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
};

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

/** The contract's check of the body the form sends; each field's first message. */
const checkBody = zod4Resolver(createTuitionBodySchema, { errorPriority: 'first' });
/** The body's names that are not the form's: the medium is sent as category. */
const FIELD_OF: Readonly<Record<string, keyof CreateTuitionValues>> = { category: 'medium' };

/**
 * The contract's body schema over the body the form would send (the spec's required fields and messages, section 5),
 * its messages put back on the fields: `category` on the medium, `subjects.0` or `notes.2` on the list.
 */
export function validateCreateTuition(values: CreateTuitionValues): Partial<Record<keyof CreateTuitionValues, string>> {
  const errors: Partial<Record<keyof CreateTuitionValues, string>> = {};
  for (const [path, message] of Object.entries(checkBody(toCreateBody(values)))) {
    const name = path.split('.')[0] ?? '';
    const field = FIELD_OF[name] ?? (name in values ? (name as keyof CreateTuitionValues) : undefined);
    if (field && errors[field] === undefined && typeof message === 'string') errors[field] = message;
  }
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

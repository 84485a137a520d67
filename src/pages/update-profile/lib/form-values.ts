import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { fieldErrorsOf, studentProfileUpdateBodySchema, type StudentProfile, type StudentProfileUpdateBody } from '@/shared/api';

/** What the form holds: the PUT body's fields, "" when empty (a type: the resolver takes a record). */
export type StudentProfileValues = {
  fullName: string;
  email: string;
  phone: string;
  gender: string;
  currentCity: string;
  currentArea: string;
};
export type StudentProfileField = keyof StudentProfileValues;
export type StudentProfileErrors = Partial<Record<StudentProfileField, string>>;

/** The form filled from a profile, read as the spec says: `name` or `fullName`, city and area from `personal`. */
export function valuesOf(profile: StudentProfile | null): StudentProfileValues {
  return {
    fullName: profile?.fullName || profile?.name || '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    gender: profile?.gender ?? '',
    currentCity: profile?.personal.currentCity ?? '',
    currentArea: profile?.personal.currentArea ?? '',
  };
}

export const GENDER_REQUIRED_MESSAGE = 'Gender is required';

/** The form checked with the contract's schema (the server checks the same). */
export function checkStudentProfile(
  values: StudentProfileValues,
): { ok: true; body: StudentProfileUpdateBody } | { ok: false; errors: StudentProfileErrors } {
  const result = studentProfileUpdateBodySchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: StudentProfileErrors = fieldErrorsOf<StudentProfileField>(result.error);
  if (errors.gender) errors.gender = GENDER_REQUIRED_MESSAGE;
  return { ok: false, errors };
}

const resolveStudentProfile = zod4Resolver(studentProfileUpdateBodySchema, { errorPriority: 'first' });

/** `@mantine/form`'s validate: the contract's schema, each field's first message, gender's own sentence. */
export function validateStudentProfile(values: StudentProfileValues): FormErrors {
  const errors = resolveStudentProfile(values);
  if (errors.gender) errors.gender = GENDER_REQUIRED_MESSAGE;
  return errors;
}

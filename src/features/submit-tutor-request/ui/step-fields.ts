import type {
  TutorRequestEditableField,
  TutorRequestErrors,
  TutorRequestValues,
} from '@machines/tutor-request-wizard';

/** What every step's fields receive from the wizard. */
export interface StepFieldsProps {
  values: TutorRequestValues;
  errors: TutorRequestErrors;
  onChange: <K extends TutorRequestEditableField>(field: K, value: TutorRequestValues[K]) => void;
}

/** A number box's value as the machine keeps it: a number, or '' while empty or unreadable. */
export function numberOrEmpty(value: number | string): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const parsed = Number(value);
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : '';
}

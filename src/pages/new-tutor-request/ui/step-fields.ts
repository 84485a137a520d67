import { useCallback, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TutorRequestEditableField,
  TutorRequestErrors,
  TutorRequestValues,
} from '@machines/tutor-request-wizard';
import { fieldId } from '../lib/field-ids';

/** What every step's fields receive from the wizard. */
export interface StepFieldsProps {
  values: TutorRequestValues;
  errors: TutorRequestErrors;
  onChange: <K extends TutorRequestEditableField>(field: K, value: TutorRequestValues[K]) => void;
}

/** The fields that hold plain text. */
type TextField = { [K in TutorRequestEditableField]: TutorRequestValues[K] extends string ? K : never }[TutorRequestEditableField];

/** A text box's id, value, error and change handler, to spread on a TextInput or Textarea. */
export function textFieldProps({ values, errors, onChange }: StepFieldsProps, field: TextField) {
  return {
    id: fieldId(field),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.currentTarget.value),
    error: errors[field],
  };
}

/** The same for a Select of text, which is empty ('') while nothing is picked. */
export function selectFieldProps({ values, errors, onChange }: StepFieldsProps, field: TextField) {
  return {
    id: fieldId(field),
    value: values[field] || null,
    onChange: (value: string | null) => onChange(field, value ?? ''),
    error: errors[field],
  };
}

/** A number box's value as the machine keeps it: a number, or '' while empty or unreadable. */
export function numberOrEmpty(value: number | string): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const parsed = Number(value);
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : '';
}

/** The steps' words: `t` reads the member catalogue, `label` a catalogue value's words (the value when it has none). */
export function useStepWords() {
  const { t } = useTranslation(['member', 'catalogue']);
  const label = useCallback(
    (group: string, value: string) => t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value, nsSeparator: false }),
    [t],
  );
  /** Select options whose value stays the catalogue's English and whose label is in the language on screen. */
  const options = useCallback(
    (group: string, values: readonly string[]) => values.map((value) => ({ value, label: label(group, value) })),
    [label],
  );
  return { t, label, options };
}

import { TextInput, type TextInputProps } from '@mantine/core';
import { normalizeDigits } from '@/shared/lib/digits';
import { localDigits } from '@/shared/lib/format';

export interface WholeNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The number, or '' while the box is empty (as Mantine's NumberInput and its forms use). */
  value?: number | string | null;
  onChange: (value: number | '') => void;
  min?: number;
  /** A number above it becomes it as it is typed. */
  max?: number;
}

/**
 * A whole number typed in Bangla or English digits (issue 16: inputs take both scripts): shown in the digits of the
 * screen's language, handed on as a JS number. Mantine's NumberInput drops Bangla digits, so counts and days use this.
 * Anything but digits is ignored; below `min` becomes `min` when the box is left.
 */
export function WholeNumberInput({ value, onChange, min, max, onBlur, ...rest }: WholeNumberInputProps) {
  const shown = value === '' || value === undefined || value === null ? '' : localDigits(String(value));
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const digits = normalizeDigits(event.currentTarget.value).replace(/\D/g, '');
        if (digits === '') return onChange('');
        const number = Number(digits);
        onChange(max !== undefined && number > max ? max : number);
      }}
      onBlur={(event) => {
        if (typeof value === 'number' && min !== undefined && value < min) onChange(min);
        onBlur?.(event);
      }}
    />
  );
}

import { PinInput } from '@mantine/core';
import { useEffect, useId, useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatNumber } from '@/shared/lib/format';

export interface OtpInputProps {
  /** One entry per box: a digit or "". */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** The accessible name of the group; each box is "Digit N of 6". */
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Focus the first empty box when the boxes appear (the default). */
  autoFocus?: boolean;
}

/** A box takes an ASCII or a Bangla digit (০–৯); the wrapper hands ASCII digits on. */
const DIGITS = /^[0-9\u09E6-\u09EF]+$/;

/** `code`'s digits, one per box, "" for the rest. */
const boxesOf = (code: string): string[] => Array.from({ length: OTP_LENGTH }, (_, i) => code.charAt(i));

/**
 * Six single-digit boxes for a one-time password: Mantine's PinInput (typing, moving forward and back,
 * Backspace, the arrow keys, a phone's one-time-code autofill). This wrapper keeps the callers' array
 * value, names the group and each box, accepts Bangla digits, and takes any pasted text: it keeps the
 * first six digits of it (Mantine refuses a paste with anything but digits in it).
 */
export function OtpInput({
  value,
  onChange,
  label,
  disabled = false,
  invalid = false,
  autoFocus = true,
}: OtpInputProps) {
  const { t } = useTranslation('auth');
  // A fixed id: without one PinInput draws a new one after mounting, which remounts the boxes and drops the focus.
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const code = value.join('');
  const initialFocus = useRef(Math.min(code.length, OTP_LENGTH - 1));

  const box = (index: number) => root.current?.querySelectorAll('input')[index];

  useEffect(() => {
    if (autoFocus) box(initialFocus.current)?.focus();
  }, [autoFocus]);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = normalizeDigits(event.clipboardData.getData('text')).replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (pasted === '') return;
    onChange(boxesOf(pasted));
    box(pasted.length - 1)?.focus();
  };

  return (
    <PinInput
      id={id}
      rootRef={root}
      aria-label={label ?? t('otp.groupLabel')}
      length={OTP_LENGTH}
      type={DIGITS}
      value={code}
      onChange={(next) => onChange(boxesOf(normalizeDigits(next)))}
      disabled={disabled}
      error={invalid}
      size="md"
      gap={8}
      styles={{ root: { justifyContent: 'center' } }}
      placeholder=""
      getInputProps={(index) => ({
        'aria-label': t('otp.digitLabel', { index: formatNumber(index + 1), total: formatNumber(OTP_LENGTH) }),
        required: true,
        inputMode: 'numeric',
        pattern: '[0-9]*',
        onPaste,
      })}
    />
  );
}

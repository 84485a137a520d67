import { Group, Input } from '@mantine/core';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatNumber } from '@/shared/lib/format';
import { enterDigit, firstEmptyIndex, keyTarget, normalizeOtp, pasteOtp, type OtpDigits } from '@/shared/lib/otp';

export interface OtpInputProps {
  /** One entry per box: a digit or "". */
  value: OtpDigits;
  onChange: (digits: string[]) => void;
  /** The accessible name of the group; each box is "Digit N of 6". */
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Focus the first empty box when the boxes appear (the default). */
  autoFocus?: boolean;
}

/** Six single-digit boxes for a one-time password. */
export function OtpInput({
  value,
  onChange,
  label,
  disabled = false,
  invalid = false,
  autoFocus = true,
}: OtpInputProps) {
  const { t } = useTranslation('auth');
  const digits = normalizeOtp(value);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const initialFocus = useRef(firstEmptyIndex(digits));

  useEffect(() => {
    if (autoFocus) boxes.current[initialFocus.current]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  const apply = (edit: { digits: string[]; focus: number } | null) => {
    if (!edit) return;
    onChange(edit.digits);
    focusBox(edit.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Bangla digits (০–৯) count as the same digits.
    const key = normalizeDigits(event.key);
    if (/^\d$/.test(key)) {
      // Handled here so a digit typed into a filled box replaces it wherever the caret was.
      event.preventDefault();
      apply(enterDigit(digits, index, key));
      return;
    }
    const target = keyTarget(digits, index, event.key);
    if (target === null) return;
    event.preventDefault();
    focusBox(target);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteOtp(normalizeDigits(event.clipboardData.getData('text')), digits.length));
  };

  return (
    <Group role="group" aria-label={label ?? t('otp.groupLabel')} gap={8} wrap="nowrap" justify="center">
      {digits.map((digit, index) => (
        <Input
          // The six boxes never move, so their position is their identity.
          key={index}
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          aria-label={t('otp.digitLabel', { index: formatNumber(index + 1), total: formatNumber(digits.length) })}
          aria-invalid={invalid || undefined}
          error={invalid}
          value={digit}
          disabled={disabled}
          required
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          size="lg"
          w={44}
          styles={{ input: { textAlign: 'center', paddingInline: 0, fontSize: 20 } }}
          onChange={(event) => apply(enterDigit(digits, index, normalizeDigits(event.currentTarget.value)))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </Group>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useSecondsUntil } from '@/shared/lib/countdown';
import { localDigits } from '@/shared/lib/format';

export interface ResendCodeProps {
  /** When the server allows a new code (epoch ms); null when it does now. */
  availableAt: number | null;
  /** A new code is being sent. */
  resending: boolean;
  /** Another call of the step is running. */
  disabled?: boolean;
  onResend: () => void;
}

/** "Resend code", with a visible countdown while the server's once-a-minute rule holds it back. */
export function ResendCode({ availableAt, resending, disabled = false, onResend }: ResendCodeProps) {
  const { t } = useTranslation('auth');
  const seconds = useSecondsUntil(availableAt);
  const wait = localDigits(formatCountdown(seconds));
  const waiting = seconds > 0;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {waiting ? t('otp.resendIn', { wait }) : t('otp.noCode')}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onResend} disabled={disabled || waiting || resending}>
        {resending ? t('otp.sending') : waiting ? t('otp.resendWait', { wait }) : t('otp.resend')}
      </Button>
    </Group>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { formatCountdown, useSecondsUntil } from '@/shared/lib/countdown';

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
  const seconds = useSecondsUntil(availableAt);
  const waiting = seconds > 0;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {waiting ? `You can ask for a new code in ${formatCountdown(seconds)}.` : 'Did not get the code?'}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onResend} disabled={disabled || waiting || resending}>
        {resending ? 'Sending...' : waiting ? `Resend code (${formatCountdown(seconds)})` : 'Resend code'}
      </Button>
    </Group>
  );
}

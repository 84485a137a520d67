import { Text } from '@mantine/core';

export interface OtpCodeStatusTextProps {
  triesLeft: number | null;
  codeExpired: boolean;
}

/** Under the boxes: how many tries this code has left, or that only a new code helps now. */
export function OtpCodeStatusText({ triesLeft, codeExpired }: OtpCodeStatusTextProps) {
  if (codeExpired) {
    return (
      <Text size="sm" c="red.8" fw={500}>
        This code can no longer be used. Please ask for a new one with Resend code.
      </Text>
    );
  }
  if (triesLeft === null) return null;
  return (
    <Text size="sm" c="dimmed">
      {triesLeft} {triesLeft === 1 ? 'try' : 'tries'} left with this code.
    </Text>
  );
}

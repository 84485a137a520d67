import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';

export interface OtpCodeStatusTextProps {
  triesLeft: number | null;
  codeExpired: boolean;
}

/** Under the boxes: how many tries this code has left, or that only a new code helps now. */
export function OtpCodeStatusText({ triesLeft, codeExpired }: OtpCodeStatusTextProps) {
  const { t } = useTranslation('auth');
  if (codeExpired) {
    return (
      <Text size="sm" c="red.8" fw={500}>
        {t('otp.codeDead')}
      </Text>
    );
  }
  if (triesLeft === null) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('otp.triesLeft', { count: triesLeft, shown: formatNumber(triesLeft) })}
    </Text>
  );
}

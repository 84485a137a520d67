import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';

/** While a form with a chosen image is sent: how much of it has left the browser (0–100). */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={4}>
      <Progress value={percent} size="md" striped animated aria-label={t('imageDrop.progress')} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('imageDrop.percent', { percent: formatNumber(percent) })}
      </Text>
    </Stack>
  );
}

import { Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaFeePreview } from '../lib/media-fee';

/** The media fee this job would carry, shown before a tutor applies. */
export function MediaFeePanel({ salary }: { salary: string | null }) {
  const { t } = useTranslation('board');
  const titleId = useId();
  const fee = mediaFeePreview(salary);
  return (
    <Paper component="section" withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Text id={titleId}>
          <Text span fw={700}>
            {fee.headline}
          </Text>
          {fee.basis && ` ${fee.basis}`}
        </Text>
        <Text size="sm">
          {fee.due}{' '}
          <Text span size="sm" c="dimmed">
            {fee.dueExample}
          </Text>
        </Text>
        <Text size="sm">{fee.refund}</Text>
        <Text size="xs" c="dimmed">
          {t('mediaFee.free')}
        </Text>
      </Stack>
    </Paper>
  );
}

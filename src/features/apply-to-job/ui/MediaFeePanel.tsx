import { Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { mediaFeePreview } from '../lib/media-fee';

/** The media fee this job would carry, shown before a tutor applies. */
export function MediaFeePanel({ salary }: { salary: string | null }) {
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
          Applying is free: the fee is charged only if you get this tuition.
        </Text>
      </Stack>
    </Paper>
  );
}

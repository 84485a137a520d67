import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { PublicTutorRequest } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { TOGGLE_LABELS } from '../config/tabs';


function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** One Hire a Tutor request: green left border and badge when completed, yellow while pending. */
export function HireRequestCard({
  request,
  busy,
  onToggle,
}: {
  request: PublicTutorRequest;
  busy: boolean;
  onToggle: (request: PublicTutorRequest) => void;
}) {
  const color = request.isCompleted ? 'green' : 'yellow';
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-label={`Request from ${request.studentName}`}
      data-status={request.isCompleted ? 'completed' : 'pending'}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {request.studentName}
          </Text>
          <Badge color={color} c={request.isCompleted ? 'brand.8' : 'dark.6'} variant="light" style={{ flexShrink: 0 }}>
            {request.isCompleted ? 'Completed' : 'Pending'}
          </Badge>
        </Group>
        <Anchor href={`tel:${request.phone}`} size="sm" w="fit-content">
          {request.phone}
        </Anchor>
        <Line label="Class Level" value={request.classLevel} />
        <Line label="Medium" value={request.medium} />
        <Line label="Location" value={`${request.area}, ${request.district}`} />
        <Line label="Request Date" value={formatDate(request.createdAt)} />
        <Button
          mt="xs"
          variant={request.isCompleted ? 'default' : 'filled'}
          color={request.isCompleted ? undefined : 'brand'}
          loading={busy}
          onClick={() => onToggle(request)}
        >
          {request.isCompleted ? TOGGLE_LABELS.pending : TOGGLE_LABELS.complete}
        </Button>
      </Stack>
    </Card>
  );
}

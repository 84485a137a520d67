import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicTutorRequest } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';


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
  const { t } = useTranslation(['admin', 'catalogue']);
  const color = request.isCompleted ? 'green' : 'yellow';
  const label = (group: string, value: string) => t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value });
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-label={t('tutorRequests.card.label', { name: request.studentName })}
      data-status={request.isCompleted ? 'completed' : 'pending'}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {request.studentName}
          </Text>
          <Badge color={color} c={request.isCompleted ? 'brand.8' : 'dark.6'} variant="light" style={{ flexShrink: 0 }}>
            {request.isCompleted ? t('tutorRequests.card.completed') : t('tutorRequests.card.pending')}
          </Badge>
        </Group>
        <Anchor href={`tel:${request.phone}`} size="sm" w="fit-content">
          {request.phone}
        </Anchor>
        <Line label={t('tutorRequests.card.classLevel')} value={label('class', request.classLevel)} />
        <Line label={t('tutorRequests.card.medium')} value={label('category', request.medium)} />
        <Line label={t('tutorRequests.card.location')} value={`${request.area}, ${label('district', request.district)}`} />
        <Line label={t('tutorRequests.card.requestDate')} value={formatDate(request.createdAt)} />
        <Button
          mt="xs"
          variant={request.isCompleted ? 'default' : 'filled'}
          color={request.isCompleted ? undefined : 'brand'}
          loading={busy}
          onClick={() => onToggle(request)}
        >
          {request.isCompleted ? t('tutorRequests.card.markPending') : t('tutorRequests.card.markComplete')}
        </Button>
      </Stack>
    </Card>
  );
}

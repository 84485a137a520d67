import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicTutorRequest } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';

/** One Hire a Tutor request: green left border and badge when completed, yellow while pending. */
export function HireRequestCard({ request, busy, onToggle }: { request: PublicTutorRequest; busy: boolean; onToggle: (request: PublicTutorRequest) => void }) {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();
  const done = request.isCompleted;
  const color = done ? 'green' : 'yellow';
  const lines = {
    classLevel: label.class(request.classLevel),
    medium: label.category(request.medium),
    location: `${request.area}, ${label.district(request.district)}`,
    requestDate: formatDate(request.createdAt),
  };
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-label={t('tutorRequests.card.label', { name: request.studentName })}
      data-status={done ? 'completed' : 'pending'}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {request.studentName}
          </Text>
          <Badge color={color} c={done ? 'brand.8' : 'dark.6'} variant="light" style={{ flexShrink: 0 }}>
            {t(done ? 'tutorRequests.card.completed' : 'tutorRequests.card.pending')}
          </Badge>
        </Group>
        <Anchor href={`tel:${request.phone}`} size="sm" w="fit-content">
          {request.phone}
        </Anchor>
        {Object.entries(lines).map(([key, value]) => (
          <Text size="sm" key={key}>
            <Text span c="dimmed">
              {t(`tutorRequests.card.${key}`)}:
            </Text>{' '}
            {value}
          </Text>
        ))}
        <Button mt="xs" variant={done ? 'default' : 'filled'} color={done ? undefined : 'brand'} loading={busy} onClick={() => onToggle(request)}>
          {t(done ? 'tutorRequests.card.markPending' : 'tutorRequests.card.markComplete')}
        </Button>
      </Stack>
    </Card>
  );
}

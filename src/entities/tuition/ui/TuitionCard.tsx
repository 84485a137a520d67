import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PublicTuition } from '@/shared/api';
import { routes } from '@/shared/config';
import type { BoardReturn } from '../lib/board-return';
import { formatDate, formatDaysPerWeek, formatSalary, localDigits, relativeTime, toTitleCase } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { formatJobNumber } from '@/shared/lib/job-number';
import { tuitionPreferredTutorOf, TUITION_PREFERRED_TUTOR_LABELS } from '@/shared/config';
import { boardSubjects, boardTutoringType } from '../lib/tuition-display';
import { useTuitionTitle } from '../lib/use-tuition-title';
import { SubjectBadges } from './SubjectBadges';

export interface TuitionCardProps {
  tuition: PublicTuition;
  /** The moment "posted ... ago" counts from; default: now. */
  now?: Date;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={6} align="flex-start" wrap="nowrap">
      <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
        {t('labelled', { label })}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A job on the Tuition Board: where, what, for whom, how much, and a link to its details. */
export function TuitionCard({ tuition, now }: TuitionCardProps) {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  const tuitionTitle = useTuitionTitle();
  const titleId = useId();
  const here = useLocation();
  // "{area or location}, {district}": the area as written (a place name, marked as such), the district in the language
  // on screen.
  const area = tuition.area.trim() || tuition.location.trim();
  const district = catalogue.district(tuition.district);
  const location = area || district;
  const na = t('tuition.na');
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="sm">
        {location && (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text size="sm">
              {area && <span data-user-content>{area}</span>}
              {area && district && t('tuition.placeSeparator')}
              {district}
            </Text>
          </Group>
        )}
        <div>
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }} data-user-content={tuition.title?.trim() ? true : undefined}>
            {tuitionTitle(tuition)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tuition.jobId', { id: localDigits(formatJobNumber(tuition.jobNumber)) })}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="light">{catalogue.tutoringType(boardTutoringType(tuition))}</Badge>
          {tuition.myApplicationStatus && (
            // The server says this signed-in tutor applied: no "Apply" surprise after a reload.
            <Badge color="green" variant="filled" tt="none" aria-label={t('tuition.yourApplication', { status: catalogue.applicationStatus(tuition.myApplicationStatus) })}>
              {catalogue.applicationStatus(tuition.myApplicationStatus)}
            </Badge>
          )}
          <Badge variant="outline" color="gray" leftSection={<IconClock size={12} aria-hidden="true" />}>
            {relativeTime(tuition.postedAt, now)}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Field label={t('tuition.category')}>{catalogue.category(toTitleCase(tuition.category)) || na}</Field>
          <Field label={t('tuition.class')}>{catalogue.class(tuition.classLevel) || na}</Field>
          <Field label={t('tuition.preferredTutor')}>
            {catalogue.preferredTutor(TUITION_PREFERRED_TUTOR_LABELS[tuitionPreferredTutorOf(tuition.preferredTutor)])}
          </Field>
          <Field label={t('tuition.tutoringDays')}>{formatDaysPerWeek(tuition.days)}</Field>
          <Field label={t('tuition.subject')}>
            <SubjectBadges subjects={boardSubjects(tuition)} label={t('tuition.subjects')} />
          </Field>
          <Field label={t('tuition.salary')}>
            <Text span size="sm" fw={700} c="brand">
              {formatSalary(tuition.salary)}
            </Text>
          </Field>
        </Stack>
        <Group justify="space-between" align="center" gap="sm">
          <Text size="xs" c="dimmed">
            {t('tuition.postedAt', { date: formatDate(tuition.postedAt, na) })}
          </Text>
          <Button
            component={Link}
            to={routes.tuitionDetails(tuition.jobId)}
            state={{ from: `${here.pathname}${here.search}` } satisfies BoardReturn}
            size="sm"
            aria-describedby={titleId}
          >
            {t('tuition.viewDetails')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

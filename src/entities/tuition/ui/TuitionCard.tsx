import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicTuition } from '@/shared/api';
import { preferredTutorLabel } from '@/shared/config';
import { routes } from '@/shared/config';
import { formatDate, formatDaysPerWeek, formatSalary, relativeTime, toTitleCase } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { boardSubjects, boardTutoringType, tuitionLocation, tuitionTitle } from '../lib/tuition-display';
import { SubjectBadges } from './SubjectBadges';

export interface TuitionCardProps {
  tuition: PublicTuition;
  /** The moment "posted ... ago" counts from; default: now. */
  now?: Date;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} align="flex-start" wrap="nowrap">
      <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A job on the Tuition Board: where, what, for whom, how much, and a link to its details. */
export function TuitionCard({ tuition, now }: TuitionCardProps) {
  const titleId = useId();
  const location = tuitionLocation(tuition);
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="sm">
        {location && (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text size="sm">{location}</Text>
          </Group>
        )}
        <div>
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {tuitionTitle(tuition)}
          </Title>
          <Text size="sm" c="dimmed">
            Job ID: {formatJobNumber(tuition.jobNumber)}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="light">{boardTutoringType(tuition)}</Badge>
          {tuition.myApplicationStatus && (
            // The server says this signed-in tutor applied: no "Apply" surprise after a reload.
            <Badge color="green" variant="filled" tt="none" aria-label={`Your application: ${tuition.myApplicationStatus}`}>
              {tuition.myApplicationStatus}
            </Badge>
          )}
          <Badge variant="outline" color="gray" leftSection={<IconClock size={12} aria-hidden="true" />}>
            {relativeTime(tuition.postedAt, now)}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Field label="Category">{toTitleCase(tuition.category) || 'N/A'}</Field>
          <Field label="Class">{tuition.classLevel.trim() || 'N/A'}</Field>
          <Field label="Preferred Tutor">{preferredTutorLabel(tuition.preferredTutor)}</Field>
          <Field label="Tutoring Days">{formatDaysPerWeek(tuition.days)}</Field>
          <Field label="Subject">
            <SubjectBadges subjects={boardSubjects(tuition)} label="Subjects" />
          </Field>
          <Field label="Salary">
            <Text span size="sm" fw={700} c="brand">
              {formatSalary(tuition.salary)}
            </Text>
          </Field>
        </Stack>
        <Group justify="space-between" align="center" gap="sm">
          <Text size="xs" c="dimmed">
            Posted at: {formatDate(tuition.postedAt, 'N/A')}
          </Text>
          <Button component={Link} to={routes.tuitionDetails(tuition.jobId)} size="sm" aria-describedby={titleId}>
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { Badge, Box, Divider, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { hasGuardianDetails, SubjectBadges, tuitionTitle, type PublicTuition, type Tuition } from '@/entities/tuition';
import { MISSING_VALUE, TUITION_DEFAULTS } from '@/shared/config';
import { formatDate, formatSalary } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { detailFields, detailLocation, guardianFields, requirementsOf, type DetailField } from '../lib/detail-fields';

export interface TuitionDetailsViewProps {
  /** The public job; the full one (staff, the owner, the selected tutor) adds the guardian's details. */
  tuition: PublicTuition | Tuition;
  /** Apply Now, and Delete Tuition for admins. */
  actions?: ReactNode;
}

function FieldGrid({ fields }: { fields: DetailField[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {fields.map(({ label, value }) => (
        <Box key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Everything about one job, laid out for reading on a phone as well as a desk. */
export function TuitionDetailsView({ tuition, actions }: TuitionDetailsViewProps) {
  const subjects = tuition.subjects.map((subject) => subject.trim()).filter(Boolean);
  const requirements = requirementsOf(tuition);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" aria-labelledby="tuition-title">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} id="tuition-title" style={{ overflowWrap: 'anywhere' }}>
            {tuitionTitle(tuition)}
          </Title>
          <Group gap="md" c="dimmed">
            <Text size="sm">Job ID: {formatJobNumber(tuition.jobNumber) || MISSING_VALUE}</Text>
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={16} aria-hidden="true" />
              <Text size="sm">Posted at: {formatDate(tuition.postedAt, MISSING_VALUE)}</Text>
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text>
              <Text span fw={600}>
                Location:{' '}
              </Text>
              {detailLocation(tuition)}
            </Text>
          </Group>
        </Stack>

        <Divider />

        <FieldGrid fields={detailFields(tuition)} />

        {hasGuardianDetails(tuition) && (
          <Stack gap={6} component="section" aria-labelledby="guardian-details-title">
            <Title order={2} fz="h5" id="guardian-details-title">
              Guardian&apos;s Details
            </Title>
            <Text size="sm" c="dimmed">
              Shown only to Shikhon staff, the guardian/student who posted it and the selected tutor.
            </Text>
            <FieldGrid fields={guardianFields(tuition)} />
          </Stack>
        )}

        <Stack gap={6}>
          <Title order={2} fz="h5">
            Subjects
          </Title>
          {subjects.length > 0 ? <SubjectBadges subjects={subjects} label="Subjects" /> : <Text>{MISSING_VALUE}</Text>}
        </Stack>

        <Stack gap={6}>
          <Title order={2} fz="h5">
            Salary
          </Title>
          <Badge size="xl" variant="light" radius="sm" tt="none" style={{ alignSelf: 'flex-start' }}>
            {formatSalary(tuition.salary)}
          </Badge>
        </Stack>

        <Stack gap={6}>
          <Title order={2} fz="h5">
            Other Requirements
          </Title>
          {requirements.length > 0 ? (
            <List type="ordered" spacing={4} aria-label="Other Requirements">
              {requirements.map((requirement, index) => (
                <List.Item key={`${index}-${requirement}`}>{requirement}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">{TUITION_DEFAULTS.notes}</Text>
          )}
        </Stack>

        {actions && (
          <>
            <Divider />
            <Group gap="md" align="flex-start" grow preventGrowOverflow={false}>
              {actions}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

import { Badge, Box, Divider, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasGuardianDetails, SubjectBadges, useTuitionTitle, type PublicTuition, type Tuition } from '@/entities/tuition';
import { MISSING_VALUE, TUITION_DEFAULTS } from '@/shared/config';
import { formatDate, formatSalary, localDigits } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { formatJobNumber } from '@/shared/lib/job-number';
import { detailFields, guardianFields, requirementsOf, type DetailField } from '../lib/detail-fields';

export interface TuitionDetailsViewProps {
  /** The public job; the full one (staff, the owner, the selected tutor) adds the guardian's details. */
  tuition: PublicTuition | Tuition;
  /** Apply Now, and Delete Tuition for admins. */
  actions?: ReactNode;
}

function FieldGrid({ fields }: { fields: DetailField[] }) {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  const shown = ({ value, group }: DetailField) =>
    value === MISSING_VALUE ? t('tuition.na') : group ? catalogue[group](value) : localDigits(value);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {fields.map((field) => (
        <Box key={field.key}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`details.fields.${field.key}`)}
          </Text>
          <Text component="dd" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
            {shown(field)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Everything about one job, laid out for reading on a phone as well as a desk. */
export function TuitionDetailsView({ tuition, actions }: TuitionDetailsViewProps) {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  const tuitionTitle = useTuitionTitle();
  const na = t('tuition.na');
  const location = [tuition.area.trim() || tuition.location.trim(), catalogue.district(tuition.district)]
    .filter(Boolean)
    .join(t('tuition.placeSeparator'));
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
            <Text size="sm">{t('tuition.jobId', { id: localDigits(formatJobNumber(tuition.jobNumber)) || na })}</Text>
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={16} aria-hidden="true" />
              <Text size="sm">{t('tuition.postedAt', { date: formatDate(tuition.postedAt, na) })}</Text>
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text>
              <Text span fw={600}>
                {t('details.location')}
              </Text>
              {location || na}
            </Text>
          </Group>
        </Stack>

        <Divider />

        <FieldGrid fields={detailFields(tuition)} />

        {hasGuardianDetails(tuition) && (
          <Stack gap={6} component="section" aria-labelledby="guardian-details-title">
            <Title order={2} fz="h5" id="guardian-details-title">
              {t('details.guardian')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('details.guardianNote')}
            </Text>
            <FieldGrid fields={guardianFields(tuition)} />
          </Stack>
        )}

        <Stack gap={6}>
          <Title order={2} fz="h5">
            {t('tuition.subjects')}
          </Title>
          {subjects.length > 0 ? <SubjectBadges subjects={subjects} label={t('tuition.subjects')} /> : <Text>{na}</Text>}
        </Stack>

        <Stack gap={6}>
          <Title order={2} fz="h5">
            {t('tuition.salary')}
          </Title>
          <Badge size="xl" variant="light" radius="sm" tt="none" style={{ alignSelf: 'flex-start' }}>
            {formatSalary(tuition.salary)}
          </Badge>
        </Stack>

        <Stack gap={6}>
          <Title order={2} fz="h5">
            {t('details.requirements')}
          </Title>
          {requirements.length > 0 ? (
            <List type="ordered" spacing={4} aria-label={t('details.requirements')}>
              {requirements.map((requirement, index) => (
                <List.Item key={`${index}-${requirement}`}>{requirement}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">{t('details.noRequirements', { defaultValue: TUITION_DEFAULTS.notes })}</Text>
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

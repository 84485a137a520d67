import { Alert, Anchor, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import {
  isSectionStarted,
  OPTIONAL_SECTIONS,
  SCHOOL_SECTIONS,
  type EducationSection,
  type OptionalSection,
  type TutorProfileDraft,
  type WizardStep,
} from '@machines/tutor-profile-wizard';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryOf } from '@/shared/config';
import { formatNumber, formatSalary, localDigits } from '@/shared/lib/format';
import { EDUCATION_SECTION_SPECS } from '../config/education-fields';
import { catalogueLabel, educationOptionLabel, experienceLabel, type CatalogueGroup } from '../lib/labels';

export interface ReviewStepProps {
  profile: TutorProfileDraft;
  profileCompletion: number | null;
  incompleteSections: readonly OptionalSection[];
  /** Jumps back to a step to change it. */
  onEdit?: (step: WizardStep) => void;
}

/** A row's value, or null when nothing was given ("Not provided", dimmed). */
type Value = string | null;
const shown = (value: string): Value => (value.trim() ? value : null);
const list = (values: readonly string[]): Value => (values.length ? values.join(', ') : null);

function Rows({ rows, caption }: { rows: readonly (readonly [string, Value])[]; caption: string }) {
  const { t } = useTranslation('profile');
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing={6} fz="sm">
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {caption}
      </caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" style={{ verticalAlign: 'top' }}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }} c={value === null ? 'dimmed' : undefined}>
              {value ?? t('common.notProvided')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ReviewSection({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: WizardStep;
  onEdit?: (step: WizardStep) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="h4">
          {title}
        </Title>
        {onEdit && (
          <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)}>
            {t('review.edit', { title })}
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}

function educationRows(t: TFunction<'profile'>, profile: TutorProfileDraft, section: EducationSection): [string, Value][] {
  const values = profile.education[section] as unknown as Record<string, string>;
  return EDUCATION_SECTION_SPECS[section].fields.map((field) => {
    const value = values[field.field] ?? '';
    const label = t(`education.fields.${field.labelKey === 'curriculumOptional' ? 'curriculum' : field.labelKey}`);
    if (field.kind === 'status') {
      return [label, value === 'completed' || value === 'ongoing' ? t(`education.status.${value}`) : shown(value)];
    }
    if (field.kind === 'select') return [label, value.trim() ? educationOptionLabel(t, value) : null];
    return [label, shown(localDigits(value))];
  });
}

/** Step 5, "Review & Submit": everything the tutor entered, section by section. */
export function ReviewStep({ profile, profileCompletion, incompleteSections, onEdit }: ReviewStepProps) {
  const { t } = useTranslation('profile');
  const { education, tuition, personal } = profile;
  const optional = OPTIONAL_SECTIONS.filter((section) => isSectionStarted(education, section));
  const sectionTitle = (section: EducationSection) => t(`education.sections.${section}`);
  const labels = (group: CatalogueGroup, values: readonly string[]) => list(values.map((value) => catalogueLabel(group, value)));
  const digits = (value: string) => shown(localDigits(value));
  return (
    <Stack gap="md">
      {profileCompletion !== null && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('review.completion', { percent: formatNumber(profileCompletion) })}
          </Text>
          <Progress value={profileCompletion} aria-label={t('review.completionLabel')} />
        </Stack>
      )}
      {incompleteSections.length > 0 && (
        <Alert color="orange" variant="light" role="note">
          {t('review.incomplete', {
            count: incompleteSections.length,
            sections: incompleteSections.map(sectionTitle).join(', '),
          })}
        </Alert>
      )}
      <ReviewSection title={t('review.education')} step="education" onEdit={onEdit}>
        <Stack gap="sm">
          {[...SCHOOL_SECTIONS, ...optional].map((section) => (
            <div key={section}>
              <Text fw={600} size="sm">
                {sectionTitle(section)}
              </Text>
              <Rows caption={sectionTitle(section)} rows={educationRows(t, profile, section)} />
            </div>
          ))}
          {optional.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('review.noOptional')}
            </Text>
          )}
        </Stack>
      </ReviewSection>
      <ReviewSection title={t('review.tuition')} step="tuition" onEdit={onEdit}>
        <Rows
          caption={t('review.tuitionCaption')}
          rows={[
            [t('tuition.district'), tuition.district.trim() ? catalogueLabel('district', tuition.district) : null],
            [t('tuition.preferredAreas'), labels('area', tuition.preferredAreas)],
            [
              t('tuition.preferredMedium'),
              labels('category', tuition.preferredMedium.map((slug) => categoryOf(slug)?.label ?? slug)),
            ],
            [t('tuition.preferredClasses'), labels('class', tuition.preferredClasses)],
            [t('tuition.preferredSubjects'), labels('subject', tuition.preferredSubjects)],
            [
              t('tuition.daysPerWeek'),
              tuition.daysPerWeek
                ? t('tuition.days', { count: Number(tuition.daysPerWeek), n: localDigits(tuition.daysPerWeek) })
                : null,
            ],
            [
              t('tuition.preferredTime'),
              list(tuition.preferredTime.map((time) => t(`tuition.times.${time}`, { defaultValue: time }))),
            ],
            [t('tuition.preferredSalary'), tuition.preferredSalary.trim() ? formatSalary(tuition.preferredSalary) : null],
            [t('tuition.experience'), tuition.experience.trim() ? experienceLabel(t, tuition.experience) : null],
          ]}
        />
      </ReviewSection>
      <ReviewSection title={t('review.personal')} step="personal" onEdit={onEdit}>
        <Rows
          caption={t('review.personalCaption')}
          rows={[
            [t('personal.fullName'), shown(personal.fullName)],
            [t('personal.email'), shown(personal.email)],
            [t('personal.phone'), digits(personal.phone)],
            [t('personal.additionalPhone'), digits(personal.additionalPhone)],
            [
              t('personal.gender'),
              personal.gender.trim() ? t(`personal.genders.${personal.gender}`, { defaultValue: personal.gender }) : null,
            ],
            [t('personal.currentCity'), personal.currentCity.trim() ? catalogueLabel('district', personal.currentCity) : null],
            [t('personal.currentArea'), personal.currentArea.trim() ? catalogueLabel('area', personal.currentArea) : null],
            [t('personal.permanentLocation'), shown(personal.permanentLocation)],
            [t('personal.fatherName'), shown(personal.fatherName)],
            [t('personal.fatherPhone'), digits(personal.fatherPhone)],
            [t('personal.motherName'), shown(personal.motherName)],
            [t('personal.motherPhone'), digits(personal.motherPhone)],
            [t('personal.guardianNumber'), digits(personal.guardianNumber)],
            [t('personal.guardianRelation'), shown(personal.guardianRelation)],
            [t('personal.about'), shown(personal.about)],
          ]}
        />
      </ReviewSection>
      <ReviewSection title={t('review.documents')} step="documents" onEdit={onEdit}>
        <Text size="sm">{t('review.documentsText')}</Text>
      </ReviewSection>
    </Stack>
  );
}

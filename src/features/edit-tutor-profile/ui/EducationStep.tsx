import { Alert, Badge, Button, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPTIONAL_SECTIONS,
  requiredFieldsOf,
  SCHOOL_FIELDS,
  SCHOOL_SECTIONS,
  type EducationDraft,
  type EducationSection,
  type OptionalSection,
} from '@machines/tutor-profile-wizard';
import { EDUCATION_STATUSES, withCurrent } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { localDigits } from '@/shared/lib/format';
import { DIGIT_FIELDS, EDUCATION_SECTION_SPECS, type EducationFieldSpec } from '../config/education-fields';
import { educationOptionLabel } from '../lib/labels';

export interface EducationStepProps {
  education: EducationDraft;
  /** Whether Next was tried: the rules show from then on. */
  checked: boolean;
  incompleteSections: readonly OptionalSection[];
  onChange: (section: EducationSection, field: string, value: string) => void;
  onClear: (section: OptionalSection) => void;
}

interface SectionProps {
  section: EducationSection;
  values: Record<string, string>;
  /** Show what is missing (after the first Next). */
  checked: boolean;
  required: boolean;
  flagged: boolean;
  onChange: (section: EducationSection, field: string, value: string) => void;
  onClear?: (section: OptionalSection) => void;
}

function EducationField({
  spec,
  value,
  required,
  error,
  onChange,
}: {
  spec: EducationFieldSpec;
  value: string;
  required: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('profile');
  const label = t(`education.fields.${spec.labelKey}`);
  if (spec.kind === 'status') {
    return (
      <Radio.Group label={label} value={value} onChange={onChange} error={error}>
        <Group gap="lg" mt={6}>
          {EDUCATION_STATUSES.map((status) => (
            <Radio key={status} value={status} label={t(`education.status.${status}`)} />
          ))}
        </Group>
      </Radio.Group>
    );
  }
  if (spec.kind === 'select') {
    const options = spec.options ?? [];
    return (
      <Select
        label={label}
        placeholder={t('education.select')}
        data={withCurrent(options, value).map((option) => ({ value: option, label: educationOptionLabel(t, option) }))}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        searchable={options.length > 8}
        clearable={!required}
        withAsterisk={required}
        error={error}
        nothingFoundMessage={t('education.noMatch')}
      />
    );
  }
  return (
    <TextInput
      label={label}
      placeholder={spec.placeholderKey ? localDigits(t(`education.placeholders.${spec.placeholderKey}`)) : undefined}
      value={value}
      // Years and results accept Bangla digits and keep ASCII ones.
      onChange={(event) => onChange(DIGIT_FIELDS.has(spec.field) ? normalizeDigits(event.currentTarget.value) : event.currentTarget.value)}
      withAsterisk={required}
      error={error}
      maxLength={200}
      inputMode={spec.field === 'year' ? 'numeric' : undefined}
    />
  );
}

// Memoised: typing in one block redraws only that block (each keeps its values object until it changes).
const EducationSectionFields = memo(function EducationSectionFields({
  section,
  values,
  checked,
  required,
  flagged,
  onChange,
  onClear,
}: SectionProps) {
  const { t } = useTranslation('profile');
  const spec = EDUCATION_SECTION_SPECS[section];
  const title = t(`education.sections.${section}`);
  const empty = (field: string) => !values[field]?.trim();
  // SSC/HSC: every field once checked; an optional block: its required fields once flagged.
  const missing: readonly string[] = required
    ? checked
      ? SCHOOL_FIELDS.filter(empty)
      : []
    : flagged
      ? requiredFieldsOf(section as OptionalSection).filter(empty)
      : [];
  const hasValues = Object.entries(values).some(([field, value]) => field !== 'status' && value.trim() !== '');
  return (
    <Fieldset
      variant="filled"
      legend={
        <Group gap="xs" component="span">
          <span>{required ? title : t('education.optionalSection', { title })}</span>
          {flagged && (
            <Badge color="orange" variant="light" c="dark.7" tt="none" component="span">
              {t('education.incomplete')}
            </Badge>
          )}
        </Group>
      }
    >
      <Stack gap="sm">
        {flagged && (
          <Text size="sm" c="orange.9">
            {t('education.fillOrClear', { title })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {spec.fields.map((field) => (
            <EducationField
              key={field.field}
              spec={field}
              value={values[field.field] ?? ''}
              required={required}
              error={missing.includes(field.field) ? t('education.required') : undefined}
              onChange={(value) => onChange(section, field.field, value)}
            />
          ))}
        </SimpleGrid>
        {onClear && hasValues && (
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" color="gray" onClick={() => onClear(section as OptionalSection)}>
              {t('education.clear', { title })}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
});

/** Step 1: SSC and HSC (required) and the optional Graduation, Post-graduation and Diploma. */
export function EducationStep({ education, checked, incompleteSections, onChange, onClear }: EducationStepProps) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('education.requiredNote')}
      </Text>
      {SCHOOL_SECTIONS.map((section) => (
        <EducationSectionFields
          key={section}
          section={section}
          values={education[section] as unknown as Record<string, string>}
          checked={checked}
          required
          flagged={false}
          onChange={onChange}
        />
      ))}
      <Alert variant="light" color="gray" role="note">
        {t('education.optionalNote')}
      </Alert>
      {OPTIONAL_SECTIONS.map((section) => (
        <EducationSectionFields
          key={section}
          section={section}
          values={education[section] as unknown as Record<string, string>}
          checked={checked}
          required={false}
          flagged={checked && incompleteSections.includes(section)}
          onChange={onChange}
          onClear={onClear}
        />
      ))}
    </Stack>
  );
}

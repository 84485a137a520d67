import { Alert, Badge, Button, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import {
  OPTIONAL_SECTIONS,
  requiredFieldsOf,
  SCHOOL_FIELDS,
  SCHOOL_SECTIONS,
  type EducationDraft,
  type EducationSection,
  type OptionalSection,
} from '@machines/tutor-profile-wizard';
import { EDUCATION_STATUSES } from '@/shared/config';
import { EDUCATION_SECTION_SPECS, EDUCATION_STATUS_LABELS, type EducationFieldSpec } from '../config/education-fields';
import { withCurrent } from '../lib/options';

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
  if (spec.kind === 'status') {
    return (
      <Radio.Group label={spec.label} value={value} onChange={onChange} error={error}>
        <Group gap="lg" mt={6}>
          {EDUCATION_STATUSES.map((status) => (
            <Radio key={status} value={status} label={EDUCATION_STATUS_LABELS[status]} />
          ))}
        </Group>
      </Radio.Group>
    );
  }
  if (spec.kind === 'select') {
    const options = spec.options ?? [];
    return (
      <Select
        label={spec.label}
        placeholder="Select"
        data={withCurrent(options, value)}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        searchable={options.length > 8}
        clearable={!required}
        withAsterisk={required}
        error={error}
        nothingFoundMessage="No match"
      />
    );
  }
  return (
    <TextInput
      label={spec.label}
      placeholder={spec.placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
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
  const spec = EDUCATION_SECTION_SPECS[section];
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
          <span>
            {spec.title}
            {required ? '' : ' (optional)'}
          </span>
          {flagged && (
            <Badge color="orange" variant="light" tt="none" component="span">
              Incomplete
            </Badge>
          )}
        </Group>
      }
    >
      <Stack gap="sm">
        {flagged && (
          <Text size="sm" c="orange.9">
            Fill in every field of {spec.title}, or clear it.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {spec.fields.map((field) => (
            <EducationField
              key={field.field}
              spec={field}
              value={values[field.field] ?? ''}
              required={required}
              error={missing.includes(field.field) ? 'Required' : undefined}
              onChange={(value) => onChange(section, field.field, value)}
            />
          ))}
        </SimpleGrid>
        {onClear && hasValues && (
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" color="gray" onClick={() => onClear(section as OptionalSection)}>
              Clear {spec.title}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
});

/** Step 1: SSC and HSC (required) and the optional Graduation, Post-graduation and Diploma. */
export function EducationStep({ education, checked, incompleteSections, onChange, onClear }: EducationStepProps) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Fields marked * are required.
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
        Graduation, Post-graduation and Diploma are optional: fill in every field of a section, or leave it empty.
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

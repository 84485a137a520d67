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
import type { ReactNode } from 'react';
import { categoryOf, NOT_PROVIDED } from '@/shared/config';
import { formatSalary } from '@/shared/lib/format';
import { EDUCATION_SECTION_SPECS, EDUCATION_STATUS_LABELS, EXPERIENCE_LABELS } from '../config/education-fields';

export interface ReviewStepProps {
  profile: TutorProfileDraft;
  profileCompletion: number | null;
  incompleteSections: readonly OptionalSection[];
  /** Jumps back to a step to change it. */
  onEdit?: (step: WizardStep) => void;
}

const shown = (value: string) => (value.trim() ? value : NOT_PROVIDED);
const list = (values: readonly string[]) => (values.length ? values.join(', ') : NOT_PROVIDED);

function Rows({ rows, caption }: { rows: readonly (readonly [string, string])[]; caption: string }) {
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
            <Table.Td style={{ overflowWrap: 'anywhere' }} c={value === NOT_PROVIDED ? 'dimmed' : undefined}>
              {value}
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
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="h4">
          {title}
        </Title>
        {onEdit && (
          <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)}>
            Edit {title}
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}

function educationRows(profile: TutorProfileDraft, section: EducationSection): [string, string][] {
  const values = profile.education[section] as unknown as Record<string, string>;
  return EDUCATION_SECTION_SPECS[section].fields.map((field) => [
    field.label.replace(' (optional)', ''),
    field.kind === 'status'
      ? (EDUCATION_STATUS_LABELS[values[field.field] as keyof typeof EDUCATION_STATUS_LABELS] ?? shown(values[field.field] ?? ''))
      : shown(values[field.field] ?? ''),
  ]);
}

/** Step 5, "Review & Submit": everything the tutor entered, section by section. */
export function ReviewStep({ profile, profileCompletion, incompleteSections, onEdit }: ReviewStepProps) {
  const { education, tuition, personal } = profile;
  const optional = OPTIONAL_SECTIONS.filter((section) => isSectionStarted(education, section));
  return (
    <Stack gap="md">
      {profileCompletion !== null && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Profile completion: {profileCompletion}%
          </Text>
          <Progress value={profileCompletion} aria-label="Profile completion" />
        </Stack>
      )}
      {incompleteSections.length > 0 && (
        <Alert color="orange" variant="light" role="note">
          Incomplete: {incompleteSections.map((section) => EDUCATION_SECTION_SPECS[section].title).join(', ')}. Finish or
          clear {incompleteSections.length > 1 ? 'them' : 'it'} in Education before submitting.
        </Alert>
      )}
      <ReviewSection title="Education" step="education" onEdit={onEdit}>
        <Stack gap="sm">
          {[...SCHOOL_SECTIONS, ...optional].map((section) => (
            <div key={section}>
              <Text fw={600} size="sm">
                {EDUCATION_SECTION_SPECS[section].title}
              </Text>
              <Rows caption={EDUCATION_SECTION_SPECS[section].title} rows={educationRows(profile, section)} />
            </div>
          ))}
          {optional.length === 0 && (
            <Text size="sm" c="dimmed">
              No graduation, post-graduation or diploma added.
            </Text>
          )}
        </Stack>
      </ReviewSection>
      <ReviewSection title="Tuition" step="tuition" onEdit={onEdit}>
        <Rows
          caption="Tuition preferences"
          rows={[
            ['District', shown(tuition.district)],
            ['Preferred Areas', list(tuition.preferredAreas)],
            ['Preferred Medium', list(tuition.preferredMedium.map((slug) => categoryOf(slug)?.label ?? slug))],
            ['Preferred Classes', list(tuition.preferredClasses)],
            ['Preferred Subjects', list(tuition.preferredSubjects)],
            ['Days per Week', tuition.daysPerWeek ? `${tuition.daysPerWeek} days` : NOT_PROVIDED],
            ['Preferred Time', list(tuition.preferredTime)],
            ['Preferred Salary', tuition.preferredSalary.trim() ? formatSalary(tuition.preferredSalary) : NOT_PROVIDED],
            ['Experience', EXPERIENCE_LABELS[tuition.experience] ?? shown(tuition.experience)],
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Personal" step="personal" onEdit={onEdit}>
        <Rows
          caption="Personal information"
          rows={[
            ['Full Name', shown(personal.fullName)],
            ['Email', shown(personal.email)],
            ['Phone', shown(personal.phone)],
            ['Additional Phone', shown(personal.additionalPhone)],
            ['Gender', shown(personal.gender)],
            ['Current City', shown(personal.currentCity)],
            ['Current Area', shown(personal.currentArea)],
            ['Permanent Location', shown(personal.permanentLocation)],
            ["Father's Name", shown(personal.fatherName)],
            ["Father's Phone", shown(personal.fatherPhone)],
            ["Mother's Name", shown(personal.motherName)],
            ["Mother's Phone", shown(personal.motherPhone)],
            ['Guardian Number', shown(personal.guardianNumber)],
            ['Guardian Relation', shown(personal.guardianRelation)],
            ['About', shown(personal.about)],
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Documents" step="documents" onEdit={onEdit}>
        <Text size="sm">National ID/Birth Certificate and Institution ID submitted for verification.</Text>
      </ReviewSection>
    </Stack>
  );
}

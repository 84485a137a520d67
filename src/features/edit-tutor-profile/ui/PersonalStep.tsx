import { Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { PersonalDraft } from '@machines/tutor-profile-wizard';
import { areasOf, DISTRICTS, PROFILE_GENDERS } from '@/shared/config';
import { withCurrent } from '../lib/options';

export interface PersonalStepProps {
  personal: PersonalDraft;
  onChange: (patch: Partial<PersonalDraft>) => void;
}

type TextField = Exclude<keyof PersonalDraft, 'gender' | 'currentCity' | 'currentArea' | 'about'>;

const text = (label: string, field: TextField, type: 'text' | 'email' | 'tel' = 'text', autoComplete?: string) => ({
  label,
  field,
  type,
  autoComplete,
});

const contactFields = [
  text('Full Name', 'fullName', 'text', 'name'),
  text('Email', 'email', 'email', 'email'),
  text('Phone', 'phone', 'tel', 'tel'),
  text('Additional Phone', 'additionalPhone', 'tel'),
];
const familyFields = [
  text("Father's Name", 'fatherName'),
  text("Father's Phone", 'fatherPhone', 'tel'),
  text("Mother's Name", 'motherName'),
  text("Mother's Phone", 'motherPhone', 'tel'),
  text('Guardian Number', 'guardianNumber', 'tel'),
  text('Guardian Relation', 'guardianRelation'),
];

/** Step 3: every field of the personal section (spec 3, "Tutor profile", personal). Private. */
export function PersonalStep({ personal, onChange }: PersonalStepProps) {
  const field = ({ label, field: key, type, autoComplete }: ReturnType<typeof text>) => (
    <TextInput
      key={key}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={personal[key]}
      onChange={(event) => onChange({ [key]: event.currentTarget.value })}
      maxLength={200}
    />
  );
  const cityAreas = areasOf(personal.currentCity);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {contactFields.map(field)}
      </SimpleGrid>
      <Radio.Group label="Gender" value={personal.gender} onChange={(gender) => onChange({ gender })}>
        <Group gap="lg" mt={6}>
          {PROFILE_GENDERS.map((gender) => (
            <Radio key={gender} value={gender} label={gender} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Current City"
          data={withCurrent(DISTRICTS, personal.currentCity)}
          value={personal.currentCity || null}
          onChange={(currentCity) =>
            onChange({
              currentCity: currentCity ?? '',
              currentArea: areasOf(currentCity).includes(personal.currentArea) ? personal.currentArea : '',
            })
          }
          searchable
          nothingFoundMessage="No district found"
        />
        <Select
          label="Current Area"
          data={withCurrent(cityAreas, personal.currentArea)}
          value={personal.currentArea || null}
          onChange={(currentArea) => onChange({ currentArea: currentArea ?? '' })}
          searchable
          disabled={!personal.currentCity}
          nothingFoundMessage="No area found"
        />
      </SimpleGrid>
      <TextInput
        label="Permanent Location"
        value={personal.permanentLocation}
        onChange={(event) => onChange({ permanentLocation: event.currentTarget.value })}
        maxLength={200}
      />
      <Title order={3} fz="h5">
        Family and guardian
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {familyFields.map(field)}
      </SimpleGrid>
      <Textarea
        label="About"
        description="A few lines about you and how you teach"
        value={personal.about}
        onChange={(event) => onChange({ about: event.currentTarget.value })}
        // A fixed height the tutor can drag: Mantine's autosize needs document.fonts, which tests lack.
        rows={4}
        resize="vertical"
        maxLength={2000}
      />
    </Stack>
  );
}

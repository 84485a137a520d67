import { Group, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonalDraft } from '@machines/tutor-profile-wizard';
import { PROFILE_GENDERS } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { PlaceSelects } from '@/shared/ui/place-selects';
import { LongTextField } from '@/shared/ui/form-field';

export interface PersonalStepProps {
  personal: PersonalDraft;
  onChange: (patch: Partial<PersonalDraft>) => void;
}

type TextField = Exclude<keyof PersonalDraft, 'gender' | 'currentCity' | 'currentArea' | 'about'>;

// `labelKey` under the `profile` catalogue's `personal` group.
const text = (labelKey: string, field: TextField, type: 'text' | 'email' | 'tel' = 'text', autoComplete?: string) => ({
  labelKey,
  field,
  type,
  autoComplete,
});

const contactFields = [
  text('fullName', 'fullName', 'text', 'name'),
  text('email', 'email', 'email', 'email'),
  text('phone', 'phone', 'tel', 'tel'),
  text('additionalPhone', 'additionalPhone', 'tel'),
];
const familyFields = [
  text('fatherName', 'fatherName'),
  text('fatherPhone', 'fatherPhone', 'tel'),
  text('motherName', 'motherName'),
  text('motherPhone', 'motherPhone', 'tel'),
  text('guardianNumber', 'guardianNumber', 'tel'),
  text('guardianRelation', 'guardianRelation'),
];

/** Step 3: every field of the personal section (spec 3, "Tutor profile", personal). Private. */
export function PersonalStep({ personal, onChange }: PersonalStepProps) {
  const { t } = useTranslation('profile');
  const field = ({ labelKey, field: key, type, autoComplete }: ReturnType<typeof text>) => (
    <TextInput
      key={key}
      label={t(`personal.${labelKey}`)}
      type={type}
      autoComplete={autoComplete}
      value={personal[key]}
      // Phone numbers accept Bangla digits ("০১৭১২৩৪৫৬৭৮") and keep ASCII ones.
      onChange={(event) =>
        onChange({ [key]: type === 'tel' ? normalizeDigits(event.currentTarget.value) : event.currentTarget.value })
      }
      maxLength={200}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {contactFields.map(field)}
      </SimpleGrid>
      <Radio.Group label={t('personal.gender')} value={personal.gender} onChange={(gender) => onChange({ gender })}>
        <Group gap="lg" mt={6}>
          {PROFILE_GENDERS.map((gender) => (
            <Radio key={gender} value={gender} label={t(`personal.genders.${gender}`)} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlaceSelects
          city={personal.currentCity}
          area={personal.currentArea}
          onChange={onChange}
          cityProps={{ label: t('personal.currentCity'), nothingFoundMessage: t('tuition.noDistrict') }}
          areaProps={{ label: t('personal.currentArea'), nothingFoundMessage: t('tuition.noArea') }}
        />
      </SimpleGrid>
      <TextInput
        label={t('personal.permanentLocation')}
        value={personal.permanentLocation}
        onChange={(event) => onChange({ permanentLocation: event.currentTarget.value })}
        maxLength={200}
      />
      <Title order={3} fz="h5">
        {t('personal.family')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {familyFields.map(field)}
      </SimpleGrid>
      <LongTextField
        label={t('personal.about')}
        description={t('personal.aboutDescription')}
        value={personal.about}
        onChange={(event) => onChange({ about: event.currentTarget.value })}
        maxLength={2000}
      />
    </Stack>
  );
}

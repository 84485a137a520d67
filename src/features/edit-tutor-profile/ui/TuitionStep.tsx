import { Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TuitionDraft } from '@machines/tutor-profile-wizard';
import {
  ALL_CLASSES,
  areasOf,
  CATEGORIES,
  classesOf,
  DAYS_PER_WEEK_VALUES,
  DISTRICTS,
  EXPERIENCE_OPTIONS,
  isAreaOf,
  PREFERRED_TIMES,
  SUBJECTS,
  withCurrent,
} from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatNumber, localDigits } from '@/shared/lib/format';
import { catalogueLabel, catalogueOptions, experienceLabel } from '../lib/labels';

export interface TuitionStepProps {
  tuition: TuitionDraft;
  onChange: (patch: Partial<TuitionDraft>) => void;
}

/** The classes the chosen media teach (every class when none is chosen), without repeats. */
function classOptions(media: readonly string[]): string[] {
  if (media.length === 0) return [...ALL_CLASSES];
  return [...new Set(media.flatMap((medium) => classesOf(medium)))];
}

/** Step 2: where, what and when the tutor teaches (spec 3, "Tutor profile", tuition). */
export function TuitionStep({ tuition, onChange }: TuitionStepProps) {
  const { t } = useTranslation('profile');
  const mediumOptions = CATEGORIES.map((category) => ({
    value: category.slug,
    label: catalogueLabel('category', category.label),
  }));
  const areas = areasOf(tuition.district);
  const classes = classOptions(tuition.preferredMedium);

  const changeDistrict = (district: string) =>
    onChange({
      district,
      // Areas of another district make no sense any more.
      preferredAreas: tuition.preferredAreas.filter((area) => isAreaOf(district, area)),
    });
  const changeMedia = (preferredMedium: string[]) => {
    const offered = classOptions(preferredMedium);
    onChange({ preferredMedium, preferredClasses: tuition.preferredClasses.filter((item) => offered.includes(item)) });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('tuition.district')}
          placeholder={t('tuition.districtPlaceholder')}
          required
          data={catalogueOptions('district', withCurrent(DISTRICTS, tuition.district))}
          value={tuition.district || null}
          onChange={(value) => changeDistrict(value ?? '')}
          searchable
          nothingFoundMessage={t('tuition.noDistrict')}
        />
        <MultiSelect
          label={t('tuition.preferredAreas')}
          placeholder={tuition.preferredAreas.length ? undefined : t('tuition.areasPlaceholder')}
          data={catalogueOptions('area', withCurrent(areas, ...tuition.preferredAreas))}
          value={tuition.preferredAreas}
          onChange={(preferredAreas) => onChange({ preferredAreas })}
          searchable
          clearable
          hidePickedOptions
          disabled={areas.length === 0 && tuition.preferredAreas.length === 0}
          nothingFoundMessage={t('tuition.noArea')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('tuition.preferredMedium')}
        placeholder={tuition.preferredMedium.length ? undefined : t('tuition.mediumPlaceholder')}
        data={[
          ...mediumOptions,
          ...tuition.preferredMedium
            .filter((value) => !mediumOptions.some((option) => option.value === value))
            .map((value) => ({ value, label: value })),
        ]}
        value={tuition.preferredMedium}
        onChange={changeMedia}
        searchable
        clearable
        hidePickedOptions
      />
      <MultiSelect
        label={t('tuition.preferredClasses')}
        placeholder={tuition.preferredClasses.length ? undefined : t('tuition.classesPlaceholder')}
        data={catalogueOptions('class', withCurrent(classes, ...tuition.preferredClasses))}
        value={tuition.preferredClasses}
        onChange={(preferredClasses) => onChange({ preferredClasses })}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('tuition.noClass')}
      />
      <MultiSelect
        label={t('tuition.preferredSubjects')}
        placeholder={tuition.preferredSubjects.length ? undefined : t('tuition.subjectsPlaceholder')}
        data={catalogueOptions('subject', withCurrent(SUBJECTS, ...tuition.preferredSubjects))}
        value={tuition.preferredSubjects}
        onChange={(preferredSubjects) => onChange({ preferredSubjects })}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('tuition.noSubject')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('tuition.daysPerWeek')}
          data={DAYS_PER_WEEK_VALUES.map((days) => ({
            value: days,
            label: t('tuition.days', { count: Number(days), n: formatNumber(Number(days)) }),
          }))}
          value={tuition.daysPerWeek || null}
          onChange={(value) => onChange({ daysPerWeek: value ?? '' })}
          allowDeselect={false}
        />
        <Select
          label={t('tuition.experience')}
          data={EXPERIENCE_OPTIONS.map((value) => ({ value, label: experienceLabel(t, value) }))}
          value={tuition.experience || null}
          onChange={(value) => onChange({ experience: value ?? '' })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('tuition.preferredTime')}
        value={tuition.preferredTime}
        onChange={(preferredTime) => onChange({ preferredTime })}
      >
        <Group gap="lg" mt={6}>
          {PREFERRED_TIMES.map((time) => (
            <Checkbox key={time} value={time} label={t(`tuition.times.${time}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <TextInput
        label={t('tuition.preferredSalary')}
        description={t('tuition.salaryDescription')}
        placeholder={localDigits(t('tuition.salaryPlaceholder'))}
        value={tuition.preferredSalary}
        // "৫০০০-৬০০০" is kept as "5000-6000".
        onChange={(event) => onChange({ preferredSalary: normalizeDigits(event.currentTarget.value) })}
        maxLength={200}
      />
    </Stack>
  );
}

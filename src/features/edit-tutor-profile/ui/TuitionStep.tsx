import { Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TuitionDraft } from '@machines/tutor-profile-wizard';
import {
  ALL_CLASSES,
  areasOf,
  CATEGORIES,
  classesOf,
  DAYS_PER_WEEK_VALUES,
  DISTRICTS,
  EXPERIENCE_OPTIONS,
  PREFERRED_TIMES,
  SUBJECTS,
} from '@/shared/config';
import { EXPERIENCE_LABELS } from '../config/education-fields';
import { withCurrent } from '../lib/options';

export interface TuitionStepProps {
  tuition: TuitionDraft;
  onChange: (patch: Partial<TuitionDraft>) => void;
}

const mediumOptions = CATEGORIES.map((category) => ({ value: category.slug, label: category.label }));

/** The classes the chosen media teach (every class when none is chosen), without repeats. */
function classOptions(media: readonly string[]): string[] {
  if (media.length === 0) return [...ALL_CLASSES];
  return [...new Set(media.flatMap((medium) => classesOf(medium)))];
}

/** Step 2: where, what and when the tutor teaches (spec 3, "Tutor profile", tuition). */
export function TuitionStep({ tuition, onChange }: TuitionStepProps) {
  const areas = areasOf(tuition.district);
  const classes = classOptions(tuition.preferredMedium);

  const changeDistrict = (district: string) =>
    onChange({
      district,
      // Areas of another district make no sense any more.
      preferredAreas: tuition.preferredAreas.filter((area) => areasOf(district).includes(area)),
    });
  const changeMedia = (preferredMedium: string[]) => {
    const offered = classOptions(preferredMedium);
    onChange({ preferredMedium, preferredClasses: tuition.preferredClasses.filter((item) => offered.includes(item)) });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="District"
          placeholder="Choose the district you teach in"
          required
          data={withCurrent(DISTRICTS, tuition.district)}
          value={tuition.district || null}
          onChange={(value) => changeDistrict(value ?? '')}
          searchable
          nothingFoundMessage="No district found"
        />
        <MultiSelect
          label="Preferred Areas"
          placeholder={tuition.preferredAreas.length ? undefined : 'Choose areas'}
          data={withCurrent(areas, ...tuition.preferredAreas)}
          value={tuition.preferredAreas}
          onChange={(preferredAreas) => onChange({ preferredAreas })}
          searchable
          clearable
          hidePickedOptions
          disabled={areas.length === 0 && tuition.preferredAreas.length === 0}
          nothingFoundMessage="No area found"
        />
      </SimpleGrid>
      <MultiSelect
        label="Preferred Medium"
        placeholder={tuition.preferredMedium.length ? undefined : 'Choose categories'}
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
        label="Preferred Classes"
        placeholder={tuition.preferredClasses.length ? undefined : 'Choose classes'}
        data={withCurrent(classes, ...tuition.preferredClasses)}
        value={tuition.preferredClasses}
        onChange={(preferredClasses) => onChange({ preferredClasses })}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No class found"
      />
      <MultiSelect
        label="Preferred Subjects"
        placeholder={tuition.preferredSubjects.length ? undefined : 'Choose subjects'}
        data={withCurrent(SUBJECTS, ...tuition.preferredSubjects)}
        value={tuition.preferredSubjects}
        onChange={(preferredSubjects) => onChange({ preferredSubjects })}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No subject found"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Days per Week"
          data={DAYS_PER_WEEK_VALUES.map((days) => ({ value: days, label: `${days} days` }))}
          value={tuition.daysPerWeek || null}
          onChange={(value) => onChange({ daysPerWeek: value ?? '' })}
          allowDeselect={false}
        />
        <Select
          label="Experience"
          data={EXPERIENCE_OPTIONS.map((value) => ({ value, label: EXPERIENCE_LABELS[value] ?? value }))}
          value={tuition.experience || null}
          onChange={(value) => onChange({ experience: value ?? '' })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Checkbox.Group
        label="Preferred Time"
        value={tuition.preferredTime}
        onChange={(preferredTime) => onChange({ preferredTime })}
      >
        <Group gap="lg" mt={6}>
          {PREFERRED_TIMES.map((time) => (
            <Checkbox key={time} value={time} label={time} />
          ))}
        </Group>
      </Checkbox.Group>
      <TextInput
        label="Preferred Salary"
        description="Taka per month"
        placeholder="e.g., 5000-6000"
        value={tuition.preferredSalary}
        onChange={(event) => onChange({ preferredSalary: event.currentTarget.value })}
        maxLength={200}
      />
    </Stack>
  );
}

import { Button, Group, Paper, Radio, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ALL_CLASSES, DHAKA_FILTER_AREAS, DISTRICTS, FIND_TUTOR_CATEGORY_OPTIONS, routes } from '@/shared/config';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import {
  isAreaFilterShown,
  type TutorFilterKey,
  type TutorFilters,
  type TutorGenderFilterValue,
  type TutorTypeFilter,
} from '../lib/tutor-filters';

export interface TutorFiltersPanelProps {
  filters: TutorFilters;
  onChange: <K extends TutorFilterKey>(key: K, value: TutorFilters[K]) => void;
}

/** The options' English labels are catalogue values (`tutorType`, `gender`, `category` groups). */
const TYPE_OPTIONS: { value: TutorTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'premium', label: 'Premium' },
];
const GENDER_OPTIONS: { value: TutorGenderFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
];

/** The filter sidebar of Find tutors; every change goes to the URL. */
export function TutorFiltersPanel({ filters, onChange }: TutorFiltersPanelProps) {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tutor-filters-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="tutor-filters-title">
          {t('findTutors.filters.title')}
        </Title>
        <Radio.Group
          label={t('findTutors.filters.type')}
          value={filters.type}
          onChange={(value) => onChange('type', value as TutorTypeFilter)}
        >
          <Group gap="md" mt={6}>
            {TYPE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={catalogue.tutorType(option.label)} />
            ))}
          </Group>
        </Radio.Group>
        <Select
          label={t('findTutors.filters.district')}
          placeholder={t('findTutors.filters.allDistricts')}
          data={DISTRICTS.map((value) => ({ value, label: catalogue.district(value) }))}
          value={filters.district || null}
          onChange={(value) => onChange('district', value ?? '')}
          searchable
          clearable
          nothingFoundMessage={t('findTutors.filters.noDistrict')}
        />
        {isAreaFilterShown(filters.district) && (
          <Select
            label={t('findTutors.filters.area')}
            placeholder={t('findTutors.filters.allAreas')}
            data={DHAKA_FILTER_AREAS}
            value={filters.area || null}
            onChange={(value) => onChange('area', value ?? '')}
            searchable
            clearable
            nothingFoundMessage={t('findTutors.filters.noArea')}
          />
        )}
        <Select
          label={t('findTutors.filters.category')}
          placeholder={t('findTutors.filters.allCategories')}
          data={FIND_TUTOR_CATEGORY_OPTIONS.map(({ value, label }) => ({ value, label: catalogue.category(label) }))}
          value={filters.medium || null}
          onChange={(value) => onChange('medium', value ?? '')}
          clearable
        />
        <Select
          label={t('findTutors.filters.class')}
          placeholder={t('findTutors.filters.allClasses')}
          data={ALL_CLASSES.map((value) => ({ value, label: catalogue.class(value) }))}
          value={filters.class || null}
          onChange={(value) => onChange('class', value ?? '')}
          searchable
          clearable
          nothingFoundMessage={t('findTutors.filters.noClass')}
        />
        <Radio.Group
          label={t('findTutors.filters.gender')}
          value={filters.gender}
          onChange={(value) => onChange('gender', value as TutorGenderFilterValue)}
        >
          <Group gap="md" mt={6}>
            {GENDER_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={catalogue.gender(option.label)} />
            ))}
          </Group>
        </Radio.Group>
        <Button component={Link} to={routes.findTutors} variant="default">
          {t('findTutors.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}

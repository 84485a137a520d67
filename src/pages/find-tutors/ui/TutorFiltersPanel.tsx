import { Button, Group, Paper, Radio, Select, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ALL_CLASSES, DHAKA_FILTER_AREAS, DISTRICTS, FIND_TUTOR_CATEGORY_OPTIONS, routes } from '@/shared/config';
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

const TYPE_OPTIONS: { value: TutorTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'premium', label: 'Premium' },
];
const GENDER_OPTIONS: { value: TutorGenderFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
];
const CATEGORY_OPTIONS = FIND_TUTOR_CATEGORY_OPTIONS.map(({ value, label }) => ({ value, label }));

/** The filter sidebar of Find tutors; every change goes to the URL. */
export function TutorFiltersPanel({ filters, onChange }: TutorFiltersPanelProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tutor-filters-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="tutor-filters-title">
          Filters
        </Title>
        <Radio.Group
          label="Tutor Type"
          value={filters.type}
          onChange={(value) => onChange('type', value as TutorTypeFilter)}
        >
          <Group gap="md" mt={6}>
            {TYPE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <Select
          label="District"
          placeholder="All Districts"
          data={DISTRICTS}
          value={filters.district || null}
          onChange={(value) => onChange('district', value ?? '')}
          searchable
          clearable
          nothingFoundMessage="No such district"
        />
        {isAreaFilterShown(filters.district) && (
          <Select
            label="Area"
            placeholder="All Areas"
            data={DHAKA_FILTER_AREAS}
            value={filters.area || null}
            onChange={(value) => onChange('area', value ?? '')}
            searchable
            clearable
            nothingFoundMessage="No such area"
          />
        )}
        <Select
          label="Category"
          placeholder="All Categories"
          data={CATEGORY_OPTIONS}
          value={filters.medium || null}
          onChange={(value) => onChange('medium', value ?? '')}
          clearable
        />
        <Select
          label="Class"
          placeholder="All Classes"
          data={ALL_CLASSES}
          value={filters.class || null}
          onChange={(value) => onChange('class', value ?? '')}
          searchable
          clearable
          nothingFoundMessage="No such class"
        />
        <Radio.Group
          label="Gender"
          value={filters.gender}
          onChange={(value) => onChange('gender', value as TutorGenderFilterValue)}
        >
          <Group gap="md" mt={6}>
            {GENDER_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <Button component={Link} to={routes.findTutors} variant="default">
          Reset Filters
        </Button>
      </Stack>
    </Paper>
  );
}

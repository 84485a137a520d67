import { Checkbox, Input, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFilterValues } from '@/entities/tuition';
import { BOARD_TUTOR_PREFERENCES, DISTRICTS, type BoardTutorPreference } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';

const DISTRICT_OPTIONS = ['All', ...DISTRICTS];
/** Typing in "Search By Job Id" asks the server once the user pauses. */
const JOB_ID_DEBOUNCE_MS = 400;

export interface BoardFiltersProps {
  values: BoardFilterValues;
  onChange: (patch: Partial<BoardFilterValues>) => void;
  onDistrictChange: (district: string) => void;
}

/** The "Advance Filter" controls: job id, posted dates, tutor preference and district. */
export function BoardFilters({ values, onChange, onDistrictChange }: BoardFiltersProps) {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
  const districtOptions = DISTRICT_OPTIONS.map((value) => ({ value, label: catalogue.district(value) }));
  const preferenceLabelId = useId();
  const dateLabelId = useId();
  const [jobId, setJobId] = useState(values.jobId);
  const sendJobId = useDebouncedCallback((value: string) => onChange({ jobId: value }), JOB_ID_DEBOUNCE_MS);
  const datesInverted = values.from !== '' && values.to !== '' && values.to < values.from;

  const choosePreference = (option: BoardTutorPreference, checked: boolean) => {
    // Mutually exclusive: ticking one unticks the others; unticking Male or Female means All.
    if (checked) onChange({ preference: option });
    else if (option === values.preference && option !== 'All') onChange({ preference: 'All' });
  };

  return (
    <Stack gap="lg">
      <TextInput
        label={t('filters.jobId')}
        placeholder={t('filters.jobIdPlaceholder')}
        value={jobId}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        onChange={(event) => {
          // A job id typed with Bangla digits is the same id.
          const value = normalizeDigits(event.currentTarget.value);
          setJobId(value);
          sendJobId(value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') sendJobId.flush();
        }}
        autoComplete="off"
        spellCheck={false}
      />

      <Stack gap={6} role="group" aria-labelledby={dateLabelId}>
        <Input.Label labelElement="div" id={dateLabelId}>
          {t('filters.date')}
        </Input.Label>
        <TextInput
          type="date"
          label={t('filters.startDate')}
          size="sm"
          labelProps={{ fw: 400 }}
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('filters.endDate')}
          size="sm"
          labelProps={{ fw: 400 }}
          value={values.to}
          min={values.from || undefined}
          error={datesInverted ? t('filters.datesInverted') : undefined}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
        />
      </Stack>

      <Stack gap={8} role="group" aria-labelledby={preferenceLabelId}>
        <Input.Label labelElement="div" id={preferenceLabelId}>
          {t('filters.preference')}
        </Input.Label>
        {BOARD_TUTOR_PREFERENCES.map((option) => (
          <Checkbox
            key={option}
            label={catalogue.gender(option)}
            checked={values.preference === option}
            onChange={(event) => choosePreference(option, event.currentTarget.checked)}
          />
        ))}
      </Stack>

      <Select
        label={t('filters.district')}
        data={districtOptions}
        value={values.district}
        onChange={(value) => onDistrictChange(value ?? 'All')}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('filters.noDistrict')}
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}

import type { Meta } from '@storybook/react-vite';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { FilterPanel, type FilterField } from '@/shared/ui/filter-panel';
import { narrowScreen } from '../decorators';

// The filter panel of the public lists (the tuition board, Find tutors), driven by its fields; every control here works.
const meta = {
  title: 'Shared/FilterPanel',
  component: FilterPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FilterPanel>;
export default meta;

const options = (values: string[]) => values.map((value) => ({ value, label: value }));

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'jobId', label: 'Search By Job Id', placeholder: 'Enter job id here...' },
  {
    kind: 'dates',
    name: 'from',
    until: 'to',
    label: 'Search By Date',
    fromLabel: 'Start date',
    untilLabel: 'End date',
    inverted: 'The end date is before the start date',
  },
  { kind: 'ticks', name: 'preferredTutor', label: 'Tutor Preference', options: options(['All', 'Male', 'Female']) },
  { kind: 'radio', name: 'type', label: 'Tutor Type', options: [{ value: 'all', label: 'All' }, { value: 'premium', label: 'Premium' }] },
  {
    kind: 'select',
    name: 'district',
    label: 'District',
    placeholder: 'All Districts',
    options: options(['Dhaka', 'Khulna', 'Sylhet']),
    clearable: true,
    searchable: true,
  },
];

function Panel({ initial, foldOnPhone }: { initial: Record<string, string>; foldOnPhone?: boolean }) {
  const [values, setValues] = useState(initial);
  return (
    <div style={{ maxWidth: 320 }}>
      <FilterPanel
        title="Advance Filter"
        fields={FIELDS}
        values={values}
        onChange={(change) => setValues({ ...values, ...change })}
        foldOnPhone={foldOnPhone}
      >
        <Button variant="default">Reset Filters</Button>
      </FilterPanel>
    </div>
  );
}

const none = { jobId: '', from: '', to: '', preferredTutor: 'All', type: 'all', district: '' };

/** Nothing chosen: every filter at "all". */
export const Empty = () => <Panel initial={none} />;

/** Some filters chosen; the end date before the start date is flagged. */
export const Chosen = () => (
  <Panel initial={{ ...none, jobId: '7f3a', from: '2026-03-10', to: '2026-03-01', preferredTutor: 'Female', type: 'premium', district: 'Dhaka' }} />
);

/** A 360 px phone with `foldOnPhone`: the heading is a button that shows the fields. */
export const FoldedOnPhone = () => <Panel initial={none} foldOnPhone />;
FoldedOnPhone.parameters = narrowScreen.parameters;
FoldedOnPhone.globals = narrowScreen.globals;

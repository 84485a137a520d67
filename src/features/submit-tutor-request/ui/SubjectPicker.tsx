import { Button, Group, Select, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EXCLUDED_SUBJECT, TUTOR_REQUEST_MESSAGES } from '@machines/tutor-request-wizard';
import { SUBJECTS } from '@/shared/config';
import { fieldId } from '../lib/field-ids';

export interface SubjectPickerProps {
  value: readonly string[];
  onAdd: (subject: string) => void;
  onRemove: (subject: string) => void;
  error?: string;
}

/** "Add a subject..." (never "All", never a chosen one); chosen subjects are chips that remove on click. */
export function SubjectPicker({ value, onAdd, onRemove, error }: SubjectPickerProps) {
  const [search, setSearch] = useState('');
  const offered = useMemo(
    () => (SUBJECTS as readonly string[]).filter((subject) => subject !== EXCLUDED_SUBJECT && !value.includes(subject)),
    [value],
  );
  return (
    <Stack gap={6}>
      <Select
        id={fieldId('subjects')}
        label="Subjects"
        required
        placeholder="Add a subject..."
        // The hint stays inline while none is chosen; after a blocked Next it is the error.
        description={value.length === 0 && !error ? TUTOR_REQUEST_MESSAGES.subjects : undefined}
        data={offered}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(subject) => {
          if (subject) onAdd(subject);
          setSearch('');
        }}
        nothingFoundMessage="No such subject"
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      {value.length > 0 && (
        <Group gap={6} component="ul" aria-label="Selected subjects" m={0} p={0} style={{ listStyle: 'none' }}>
          {value.map((subject) => (
            <li key={subject}>
              <Button
                size="compact-sm"
                variant="light"
                radius="xl"
                rightSection={<IconX size={14} aria-hidden />}
                aria-label={`Remove ${subject}`}
                onClick={() => onRemove(subject)}
              >
                {subject}
              </Button>
            </li>
          ))}
        </Group>
      )}
    </Stack>
  );
}

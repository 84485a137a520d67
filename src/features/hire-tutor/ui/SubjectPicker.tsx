import { Button, Group, Select, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SUBJECTS } from '@/shared/config';

export interface SubjectPickerProps {
  value: string[];
  onAdd: (subject: string) => void;
  onRemove: (subject: string) => void;
  error?: string;
}

/** Subjects as chips: each pick adds one (never twice); clicking a chip removes it. */
export function SubjectPicker({ value, onAdd, onRemove, error }: SubjectPickerProps) {
  const [search, setSearch] = useState('');
  const available = useMemo(() => SUBJECTS.filter((subject) => !value.includes(subject)), [value]);
  return (
    <Stack gap={6}>
      <Select
        label="Subjects"
        description="Pick one or more; click a subject below to remove it"
        placeholder={value.length ? 'Add another subject' : 'Select subjects'}
        required
        data={available}
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

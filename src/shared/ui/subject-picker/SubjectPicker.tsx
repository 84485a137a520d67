import { Button, Group, Select, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECTS } from '@/shared/config';
import { useCatalogueLabel } from '../catalogue-label';

export interface SubjectPickerProps {
  /** The chosen subjects, in the order they were picked. */
  value: readonly string[];
  /** The new list after a pick or a removal. */
  onChange?: (value: string[]) => void;
  /** The one subject picked (for models that take add/remove events). */
  onAdd?: (subject: string) => void;
  /** The one subject removed. */
  onRemove?: (subject: string) => void;
  /** What can be picked; the catalogue's subjects unless told otherwise. Chosen ones are never offered again. */
  data?: readonly string[];
  label?: string;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  id?: string;
}

/** Subjects as chips: each pick adds one (never twice); clicking a chip removes it. */
export function SubjectPicker({
  value,
  onChange,
  onAdd,
  onRemove,
  data = SUBJECTS,
  label,
  placeholder,
  description,
  error,
  required = true,
  id,
}: SubjectPickerProps) {
  const { t } = useTranslation('common');
  const catalogue = useCatalogueLabel();
  const name = label ?? t('ui.subjects');
  const [search, setSearch] = useState('');
  const offered = useMemo(() => data.filter((subject) => !value.includes(subject)), [data, value]);
  const add = (subject: string) => {
    onAdd?.(subject);
    onChange?.([...value, subject]);
  };
  const remove = (subject: string) => {
    onRemove?.(subject);
    onChange?.(value.filter((chosen) => chosen !== subject));
  };
  return (
    <Stack gap={6}>
      <Select
        id={id}
        label={name}
        description={description}
        placeholder={placeholder}
        required={required}
        data={offered.map((subject) => ({ value: subject, label: catalogue.subject(subject) }))}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(subject) => {
          if (subject) add(subject);
          setSearch('');
        }}
        nothingFoundMessage={t('ui.noSubject')}
        error={error}
      />
      {value.length > 0 && (
        <Group gap={6} component="ul" aria-label={t('ui.selected', { label: name.toLowerCase() })} m={0} p={0} style={{ listStyle: 'none' }}>
          {value.map((subject) => (
            <li key={subject}>
              <Button
                size="compact-sm"
                variant="light"
                radius="xl"
                rightSection={<IconX size={14} aria-hidden />}
                aria-label={t('ui.remove', { name: catalogue.subject(subject) })}
                onClick={() => remove(subject)}
              >
                {catalogue.subject(subject)}
              </Button>
            </li>
          ))}
        </Group>
      )}
    </Stack>
  );
}

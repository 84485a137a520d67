import { Button, Checkbox, Collapse, Group, Input, Paper, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import type { ListTexts } from '@/shared/lib/paged-list';
import { useWords } from './words';
import { LazySelect } from '@/shared/ui/lazy-select';

export interface FilterOption {
  value: string;
  label: string;
}

type Values = Record<string, string>;
interface Field {
  /** The filter's name in the values (the address's key). */
  name: string;
  /** Default `<prefix>.panel.<name>`. */
  label?: string;
  /** Shown only while the values say so (an area once a district is chosen). */
  when?: (values: Values) => boolean;
}

/**
 * One control of a filter panel; the values are strings, '' for "no filter" unless an option says otherwise. Its words
 * default to the list's catalogue: `panel.<name>`, `panel.<name>Placeholder` and `panel.<name>NoMatch`.
 */
export type FilterField =
  /** A search box that sends its text once the user pauses (or presses Enter). */
  | (Field & { kind: 'text'; placeholder?: string; normalize?: (value: string) => string })
  /** A dropdown; `clearable` shows the placeholder for '' instead of an "all" option. */
  | (Field & { kind: 'select'; options: FilterOption[]; placeholder?: string; clearable?: boolean; searchable?: boolean; nothingFound?: string })
  /** One of a few options, as radio buttons in a row. */
  | (Field & { kind: 'radio'; options: FilterOption[] })
  /** One of a few options, as ticks: ticking one unticks the others, unticking one goes back to the first. */
  | (Field & { kind: 'ticks'; options: FilterOption[] })
  /** Two days (YYYY-MM-DD) under one label: `name` from, `until` to; an end before the start says `inverted`. */
  | (Field & { kind: 'dates'; until: string; fromLabel: string; untilLabel: string; inverted: string });

export interface FilterPanelProps {
  /** The list's words (`panel.*` under its prefix). */
  texts?: ListTexts;
  /** The panel's heading (h2); default `<prefix>.panel.title`. */
  title?: string;
  fields: FilterField[];
  values: Values;
  onChange: (change: Values) => void;
  /** Below Mantine's `md` breakpoint the heading is a button that folds the fields away. */
  foldOnPhone?: boolean;
  /** After the fields (a reset link). */
  children?: ReactNode;
}

/** Typing in a search box asks the server once the user pauses. */
const TYPING_PAUSE_MS = 400;
/** Mantine's `md` breakpoint. */
const WIDE_SCREEN = '(min-width: 62em)';

function TextField({ field, value, onChange }: { field: Extract<FilterField, { kind: 'text' }>; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const send = useDebouncedCallback(onChange, TYPING_PAUSE_MS);
  // The value changed under the box (Back, a reset): the box shows it.
  if (value !== sent) {
    setSent(value);
    if (text.trim() !== value) setText(value);
  }
  return (
    <TextInput
      label={field.label}
      placeholder={field.placeholder}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      onChange={(event) => {
        const next = field.normalize ? field.normalize(event.currentTarget.value) : event.currentTarget.value;
        setText(next);
        send(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send.flush();
      }}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

function GroupLabel({ id, children }: { id: string; children: string }) {
  return (
    <Input.Label labelElement="div" id={id}>
      {children}
    </Input.Label>
  );
}

interface ControlProps {
  field: FilterField;
  values: Values;
  onChange: (change: Values) => void;
  words: (key: string) => string | undefined;
}

function FieldControl({ field: given, values, onChange, words }: ControlProps) {
  const labelId = useId();
  const word = (suffix: string) => words(`panel.${given.name}${suffix}`);
  const field = {
    placeholder: word('Placeholder'),
    nothingFound: word('NoMatch'),
    ...given,
    label: given.label ?? word('') ?? given.name,
  } as FilterField & { label: string };
  const value = values[field.name] ?? '';
  const set = (next: string) => onChange({ [field.name]: next });
  switch (field.kind) {
    case 'text':
      return <TextField field={field} value={value} onChange={set} />;
    case 'select':
      return (
        <LazySelect
          label={field.label}
          placeholder={field.placeholder}
          data={field.options}
          value={value || null}
          onChange={(next) => set(next ?? '')}
          allowDeselect={Boolean(field.clearable)}
          clearable={field.clearable}
          searchable={field.searchable}
          nothingFoundMessage={field.nothingFound}
          maxDropdownHeight={280}
        />
      );
    case 'radio':
      return (
        <Radio.Group label={field.label} value={value} onChange={set}>
          <Group gap="md" mt={6}>
            {field.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'ticks':
      return (
        <Stack gap={8} role="group" aria-labelledby={labelId}>
          <GroupLabel id={labelId}>{field.label}</GroupLabel>
          {field.options.map((option, index) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={value === option.value}
              onChange={(event) => {
                if (event.currentTarget.checked) set(option.value);
                else if (index > 0) set(field.options[0]?.value ?? '');
              }}
            />
          ))}
        </Stack>
      );
    case 'dates': {
      const until = values[field.until] ?? '';
      const day = { type: 'date', size: 'sm', labelProps: { fw: 400 } } as const;
      return (
        <Stack gap={6} role="group" aria-labelledby={labelId}>
          <GroupLabel id={labelId}>{field.label}</GroupLabel>
          <TextInput {...day} label={field.fromLabel} value={value} max={until || undefined} onChange={(event) => set(event.currentTarget.value)} />
          <TextInput
            {...day}
            label={field.untilLabel}
            value={until}
            min={value || undefined}
            error={value !== '' && until !== '' && until < value ? field.inverted : undefined}
            onChange={(event) => onChange({ [field.until]: event.currentTarget.value })}
          />
        </Stack>
      );
    }
  }
}

/**
 * A list's filter panel, driven by its fields: a search box, dropdowns, radio buttons, ticks and a date range under a
 * heading. With `foldOnPhone` a narrow screen gets the heading as a disclosure button; the first render (also the
 * server's) is the narrow one, and a wide screen opens the panel after hydration.
 */
export function FilterPanel({ texts, title: given, fields, values, onChange, foldOnPhone = false, children }: FilterPanelProps) {
  const words = useWords(texts);
  const title = given ?? words('panel.title');
  const isWide = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: true });
  const [open, { toggle }] = useDisclosure(false);
  const titleId = useId();
  const fieldsId = useId();
  const folds = foldOnPhone && !isWide;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      {folds ? (
        // The disclosure button sits in the heading, so the list's headings follow an h2 on a phone too.
        <Title order={2} m={0} id={titleId}>
          <Button
            variant="subtle"
            fullWidth
            justify="space-between"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
            rightSection={<IconChevronDown size={18} aria-hidden="true" style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
            aria-expanded={open}
            aria-controls={fieldsId}
            onClick={toggle}
          >
            {title}
          </Button>
        </Title>
      ) : (
        <Title order={2} fz="h4" mb="md" id={titleId}>
          {title}
        </Title>
      )}
      <Collapse expanded={!folds || open} id={fieldsId} keepMountedMode="display-none">
        <Stack gap="md" pt={folds ? 'md' : 0}>
          {fields
            .filter((field) => !field.when || field.when(values))
            .map((field) => (
              <FieldControl key={field.name} field={field} values={values} onChange={onChange} words={words} />
            ))}
          {children}
        </Stack>
      </Collapse>
    </Paper>
  );
}

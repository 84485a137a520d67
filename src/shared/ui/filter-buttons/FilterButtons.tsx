import { Button, Group, type MantineSize } from '@mantine/core';

export interface FilterButtonsProps<V extends string> {
  /** The group's accessible name ("Filter students"). */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  /** Called only when another filter is chosen: the open one clicked again changes nothing. */
  onChange: (value: V) => void;
  size?: MantineSize;
}

/** A row of toggle buttons choosing one filter of a list; the chosen one is filled and pressed. */
export function FilterButtons<V extends string>({ label, options, value, onChange, size = 'xs' }: FilterButtonsProps<V>) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          size={size}
          variant={value === option.value ? 'filled' : 'default'}
          aria-pressed={value === option.value}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}

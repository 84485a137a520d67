import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export interface ListSearchProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The search the list has now (from the address). */
  value: string;
  /** Called once typing stops, with the trimmed text. */
  onSearch: (search: string) => void;
  /** How long typing must stop before the list asks the server. */
  delay?: number;
}

/** A list's search box: types freely, tells the list after a pause, and follows the address (a link, Back, a reset). */
export function ListSearch({ value, onSearch, delay = 300, ...props }: ListSearchProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const commit = useDebouncedCallback((next: string) => {
    if (next !== value) onSearch(next);
  }, delay);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) {
      commit.cancel();
      setText(value);
    }
  }
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      type="search"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value.trim());
      }}
    />
  );
}

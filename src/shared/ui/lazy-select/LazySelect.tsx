import { TextInput, type SelectProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, type ComponentType } from 'react';

// Mantine's Select brings its Combobox, Popover, ScrollArea and floating-ui (~35 KB compressed): the list pages'
// filters and page-size pickers take it in a chunk of its own, after the page's first screen (issue 15, "ship less").
const MantineSelect = lazy(() => import('./mantine-select').then((module) => ({ default: module.Select as ComponentType<SelectProps> })));

export interface LazySelectProps extends Omit<SelectProps, 'data'> {
  data: { value: string; label: string }[];
}

/**
 * Mantine's Select, loaded when first shown. A page the server rendered shows the server's Select until the chunk
 * arrives (React hydrates it then); a page opened in the browser shows a read-only box of the same label, value and
 * size for that moment.
 */
export function LazySelect(props: LazySelectProps) {
  const { label, placeholder, size, w, value, data } = props;
  return (
    <Suspense
      fallback={
        <TextInput
          label={label}
          placeholder={placeholder}
          size={size}
          w={w}
          value={data.find((option) => option.value === value)?.label ?? ''}
          readOnly
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          rightSectionPointerEvents="none"
        />
      }
    >
      <MantineSelect {...props} />
    </Suspense>
  );
}
